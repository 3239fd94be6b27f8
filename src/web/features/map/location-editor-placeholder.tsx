// What holds the location editor's place while its code comes: its box, sized by a stylesheet that
// comes with the page. Sized only by the map's own stylesheet, it was empty until the map came,
// then grew by 500 px and pushed what follows it down, under a click on "Add a polygon".
import './location-editor-box.css'

export function LocationEditorPlaceholder() {
  return <div className="location-editor" />
}
