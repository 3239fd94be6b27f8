// The formatting toolbar of the spec: bold, italic, underline, subscript, superscript, the block
// type (Normal, Heading 3, Blockquote), bulleted and numbered lists, undo and redo. One tab stop,
// arrow keys between its controls (the WAI-ARIA toolbar pattern); each button names its shortcut in
// a tooltip shown on hover and on keyboard focus.
import { useLingui } from '@lingui/react/macro'
import type { Command } from '@milkdown/prose/state'
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import {
  redoCommand,
  setBlockTypeCommand,
  toggleListCommand,
  toggleMarkCommand,
  undoCommand,
  type BlockType,
  type ListType,
  type MarkName,
  type ToolbarState,
} from './rich-text-commands'
import styles from './rich-text-editor.module.css'

interface Props {
  /** The id of the editable element the toolbar formats. */
  controls: string
  /** The id of the field's label: the toolbar is named "Formatting" and the field's name. */
  fieldLabelId: string
  state: ToolbarState
  /** Runs a command on the editor; `refocus` puts the caret back in the text afterwards. */
  run: (command: Command, refocus: boolean) => void
}

const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const MOD = IS_APPLE ? '⌘' : 'Ctrl'

interface ButtonSpec {
  key: string
  label: string
  shortcut?: { shown: string; aria: string }
  icon: ReactNode
  pressed?: boolean
  disabled?: boolean
  command: Command
}

const modShortcut = (key: string, shifted = false) => ({
  shown: `${MOD}+${shifted ? 'Shift+' : ''}${key.toUpperCase()}`,
  aria: `${IS_APPLE ? 'Meta' : 'Control'}+${shifted ? 'Shift+' : ''}${key.toUpperCase()}`,
})

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

const ICONS = {
  bullets: (
    <Icon>
      <circle cx="4" cy="5" r="1.6" />
      <circle cx="4" cy="10" r="1.6" />
      <circle cx="4" cy="15" r="1.6" />
      <path d="M8 5h10M8 10h10M8 15h10" />
    </Icon>
  ),
  numbers: (
    <Icon>
      <text x="1" y="7.5" className={styles.iconText}>
        1
      </text>
      <text x="1" y="17.5" className={styles.iconText}>
        2
      </text>
      <path d="M8 5h10M8 15h10" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M7 4 3 8l4 4M3 8h9a5 5 0 0 1 0 10H8" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m13 4 4 4-4 4M17 8H8a5 5 0 0 0 0 10h4" />
    </Icon>
  ),
}

export function RichTextToolbar({ controls, fieldLabelId, state, run }: Props) {
  const { t } = useLingui()
  const [focused, setFocused] = useState(0)
  const items = useRef<(HTMLElement | null)[]>([])
  const pointerOnSelect = useRef(false)

  const markButton = (name: MarkName, buttonLabel: string, icon: ReactNode, shortcutKey: string): ButtonSpec => ({
    key: name,
    label: buttonLabel,
    shortcut: modShortcut(shortcutKey),
    icon,
    pressed: state.marks[name],
    command: toggleMarkCommand(name),
  })
  const listButton = (list: ListType, buttonLabel: string, icon: ReactNode): ButtonSpec => ({
    key: list,
    label: buttonLabel,
    icon,
    pressed: state.list === list,
    command: toggleListCommand(list),
  })
  const groups: ButtonSpec[][] = [
    [
      markButton('strong', t`Bold`, <b>B</b>, 'b'),
      markButton('emphasis', t`Italic`, <i>I</i>, 'i'),
      markButton('underline', t`Underline`, <u>U</u>, 'u'),
      markButton(
        'subscript',
        t`Subscript`,
        <span>
          x<sub>2</sub>
        </span>,
        ',',
      ),
      markButton(
        'superscript',
        t`Superscript`,
        <span>
          x<sup>2</sup>
        </span>,
        '.',
      ),
    ],
    [listButton('bullet_list', t`Bulleted list`, ICONS.bullets), listButton('ordered_list', t`Numbered list`, ICONS.numbers)],
    [
      { key: 'undo', label: t`Undo`, shortcut: modShortcut('z'), icon: ICONS.undo, disabled: !state.canUndo, command: undoCommand },
      {
        key: 'redo',
        label: t`Redo`,
        shortcut: IS_APPLE ? modShortcut('z', true) : modShortcut('y'),
        icon: ICONS.redo,
        disabled: !state.canRedo,
        command: redoCommand,
      },
    ],
  ]
  const blockLabels: Record<BlockType, string> = { paragraph: t`Normal`, heading: t`Heading 3`, blockquote: t`Blockquote` }

  // The select sits between the marks and the lists, so it is item 5 in arrow-key order.
  const order = [...groups[0]!.map((b) => b.key), 'block', ...groups[1]!.map((b) => b.key), ...groups[2]!.map((b) => b.key)]
  const indexOf = (key: string) => order.indexOf(key)

  const onKeyDown = (event: KeyboardEvent) => {
    const last = order.length - 1
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = (next + order.length) % order.length
    setFocused(index)
    items.current[index]?.focus()
  }

  const button = (spec: ButtonSpec) => {
    const index = indexOf(spec.key)
    const tooltip = spec.shortcut ? `${spec.label} (${spec.shortcut.shown})` : spec.label
    return (
      <button
        key={spec.key}
        ref={(element) => {
          items.current[index] = element
        }}
        type="button"
        className={styles.toolButton}
        tabIndex={focused === index ? 0 : -1}
        aria-label={spec.label}
        aria-pressed={spec.pressed}
        aria-disabled={spec.disabled || undefined}
        aria-keyshortcuts={spec.shortcut?.aria}
        onFocus={() => setFocused(index)}
        // Keeps the caret (and the selection being formatted) in the text when clicked.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          if (spec.disabled) return
          // A click keeps the caret in the text; Enter or Space keeps focus here to press another.
          run(spec.command, event.detail > 0)
        }}
      >
        {spec.icon}
        <span className={styles.tooltip} aria-hidden="true">
          {tooltip}
        </span>
      </button>
    )
  }

  const blockIndex = indexOf('block')
  return (
    <div role="toolbar" aria-labelledby={`${controls}-toolbar-name ${fieldLabelId}`} aria-controls={controls} className={styles.toolbar} onKeyDown={onKeyDown}>
      <span id={`${controls}-toolbar-name`} className="visually-hidden">
        {t`Formatting`}
      </span>
      <div className={styles.group}>{groups[0]!.map(button)}</div>
      <div className={styles.group}>
        <select
          ref={(element) => {
            items.current[blockIndex] = element
          }}
          className={styles.blockSelect}
          aria-label={t`Block type`}
          title={t`Block type`}
          tabIndex={focused === blockIndex ? 0 : -1}
          value={state.block}
          onFocus={() => setFocused(blockIndex)}
          onPointerDown={() => {
            pointerOnSelect.current = true
          }}
          onChange={(event) => {
            run(setBlockTypeCommand(event.target.value as BlockType), pointerOnSelect.current)
            pointerOnSelect.current = false
          }}
        >
          {(Object.keys(blockLabels) as BlockType[]).map((block) => (
            <option key={block} value={block}>
              {blockLabels[block]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.group}>{groups[1]!.map(button)}</div>
      <div className={styles.group}>{groups[2]!.map(button)}</div>
    </div>
  )
}
