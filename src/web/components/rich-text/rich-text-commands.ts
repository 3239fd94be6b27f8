// What the toolbar shows and does, as ProseMirror state and commands over the editor's schema
// (CommonMark's nodes and marks plus underline, subscript and superscript).
import { toggleMark } from '@milkdown/prose/commands'
import { redo, redoDepth, undo, undoDepth } from '@milkdown/prose/history'
import type { MarkType, NodeType } from '@milkdown/prose/model'
import { liftListItem, wrapInList } from '@milkdown/prose/schema-list'
import type { Command, EditorState } from '@milkdown/prose/state'
import { findWrapping, liftTarget } from '@milkdown/prose/transform'

export const MARKS = ['strong', 'emphasis', 'underline', 'subscript', 'superscript'] as const
export type MarkName = (typeof MARKS)[number]

/** The spec's block types: a plain paragraph, a level-3 heading, a quotation. */
export const BLOCK_TYPES = ['paragraph', 'heading', 'blockquote'] as const
export type BlockType = (typeof BLOCK_TYPES)[number]

export const LIST_TYPES = ['bullet_list', 'ordered_list'] as const
export type ListType = (typeof LIST_TYPES)[number]

export interface ToolbarState {
  marks: Record<MarkName, boolean>
  block: BlockType
  list: ListType | null
  canUndo: boolean
  canRedo: boolean
}

/** Whether the mark applies where typing would go, or anywhere in the selected text. */
function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()))
  return state.doc.rangeHasMark(from, to, type)
}

function enclosing(state: EditorState, types: readonly NodeType[]): { type: NodeType; pos: number } | null {
  const { $from } = state.selection
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth)
    if (types.includes(node.type)) return { type: node.type, pos: $from.before(depth) }
  }
  return null
}

export function toolbarState(state: EditorState): ToolbarState {
  const { nodes, marks } = state.schema
  const marksActive = Object.fromEntries(MARKS.map((name) => [name, markActive(state, marks[name]!)])) as Record<MarkName, boolean>
  const parent = state.selection.$from.parent
  // Headings of other levels (in text written elsewhere) show as the one heading the toolbar offers.
  const block: BlockType = enclosing(state, [nodes.blockquote!]) ? 'blockquote' : parent.type === nodes.heading ? 'heading' : 'paragraph'
  const list = enclosing(state, [nodes.bullet_list!, nodes.ordered_list!])
  return {
    marks: marksActive,
    block,
    list: list ? (list.type.name as ListType) : null,
    canUndo: undoDepth(state) > 0,
    canRedo: redoDepth(state) > 0,
  }
}

export function toggleMarkCommand(name: MarkName): Command {
  return (state, dispatch) => toggleMark(state.schema.marks[name]!)(state, dispatch)
}

/** Makes the selected blocks paragraphs, level-3 headings or a quotation (leaving any quotation for the other two). */
export function setBlockTypeCommand(block: BlockType): Command {
  return (state, dispatch) => {
    const { nodes } = state.schema
    const tr = state.tr
    const { $from, $to } = state.selection
    const quoted = $from.blockRange($to, (node) => node.type === nodes.blockquote)
    if (block === 'blockquote') {
      if (quoted) return false
      const range = $from.blockRange($to)
      const wrapping = range && findWrapping(range, nodes.blockquote!)
      if (!range || !wrapping) return false
      tr.wrap(range, wrapping)
    } else {
      if (quoted) {
        const target = liftTarget(quoted)
        if (target != null) tr.lift(quoted, target)
      }
      const [type, attrs] = block === 'heading' ? [nodes.heading!, { level: 3 }] : [nodes.paragraph!, null]
      tr.setBlockType(tr.selection.from, tr.selection.to, type, attrs)
    }
    if (!tr.docChanged) return false
    dispatch?.(tr.scrollIntoView())
    return true
  }
}

/** Puts the selected blocks in a list of this type, switches the list's type, or takes them out of it. */
export function toggleListCommand(listType: ListType): Command {
  return (state, dispatch) => {
    const { nodes } = state.schema
    const type = nodes[listType]!
    const current = enclosing(state, [nodes.bullet_list!, nodes.ordered_list!])
    if (current?.type === type) return liftListItem(nodes.list_item!)(state, dispatch)
    if (current) {
      dispatch?.(state.tr.setNodeMarkup(current.pos, type))
      return true
    }
    return wrapInList(type)(state, dispatch)
  }
}

export const undoCommand: Command = undo
export const redoCommand: Command = redo
