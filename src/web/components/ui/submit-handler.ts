// A form's onSubmit that keeps the page from reloading and hands over to the form's own submit
// (TanStack Form's handleSubmit, which validates first).
import type { FormEvent } from 'react'

export function submitHandler(submit: () => Promise<unknown>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit()
  }
}
