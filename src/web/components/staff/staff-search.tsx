// The search above a staff list: a search box and its button, the words trimmed as they are sent.
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import styles from './staff.module.css'

export function StaffSearch({ label, search, onSearch }: { label: ReactNode; search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search)
  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label>
        {label}
        <br />
        <input type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
      </label>
      <Button type="submit" variant="secondary">
        <Trans>Search</Trans>
      </Button>
    </form>
  )
}
