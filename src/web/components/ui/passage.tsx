// A passage found inside a document: the server sends it as plain pieces (decision 0083); the
// matched words are marked here, and nothing of the document is read as HTML.
import type { PassagePiece } from '../../../shared/domain/document-text'

export function Passage({ pieces, className }: { pieces: readonly PassagePiece[]; className?: string }) {
  return (
    <p className={className}>
      {'… '}
      {pieces.map((piece, i) => (piece.match ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}
      {' …'}
    </p>
  )
}
