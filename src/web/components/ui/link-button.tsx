// A button that looks like a link (link-button.module.css says when to use one). Feature styles
// that add to the look compose .linkButton instead.
import type { ButtonHTMLAttributes } from 'react'
import styles from './link-button.module.css'

export function LinkButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={[styles.linkButton, className].filter(Boolean).join(' ')} {...props} />
}
