// The heading of the part a proposal form shows ('Part N' and its title). It takes focus and comes
// to the top of the screen when the person moves to another part (or to another group of the
// placer form's part 5); not on the first render, where the page's own focus order applies.
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { ReactNode, RefObject } from 'react'
import styles from './general-form.module.css'

/** `position` says where the form is; call `moving()` before a move the person asked for. */
export function usePartHeadingFocus(position: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    heading.current?.focus()
    heading.current?.scrollIntoView?.({ block: 'start' })
  }, [position])
  const moving = () => {
    moved.current = true
  }
  return { heading, moving }
}

interface Props {
  id: string
  part: number
  headingRef: RefObject<HTMLHeadingElement | null>
  children: ReactNode
}

export function PartHeading({ id, part, headingRef, children }: Props) {
  return (
    <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.partHeading}>
      <span className={styles.partNumber}>
        <Trans>Part {part}</Trans>
      </span>{' '}
      {children}
    </h2>
  )
}
