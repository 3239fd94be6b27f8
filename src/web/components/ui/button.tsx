// Buttons, and links that look like buttons (for navigation that is the page's main action).
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary'

export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ')
}

export function Button({ variant, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />
}

export function ButtonLink({ variant, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return <a className={buttonClassName(variant, className)} {...props} />
}
