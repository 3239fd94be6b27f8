// A link to a stored file. Its href is the public's address, which is what it opens for the
// public; for someone signed in, following it first gets a download token (lib/downloads), so
// the file opens as they may see it without the session ever being in an address.
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { signedUploadUrl, uploadUrl } from '../../lib/downloads'
import { currentSession } from '../../lib/session'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'onAuxClick'> & { uploadId: string }

export function FileLink({ uploadId, download, ...props }: Props) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!currentSession() || event.button > 1) return
    event.preventDefault()
    // A new tab (middle button, Ctrl, Cmd, Shift) is opened now, while the click still allows one.
    const tab = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey ? window.open('', '_blank') : null
    void signedUploadUrl(uploadId).then((href) => {
      if (tab) {
        tab.location.href = href
        return
      }
      const link = document.createElement('a')
      link.href = href
      if (download !== undefined) link.download = typeof download === 'string' ? download : ''
      link.click()
    })
  }
  return <a {...props} href={uploadUrl(uploadId)} download={download} onClick={follow} onAuxClick={follow} />
}
