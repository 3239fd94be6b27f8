// Rich text as an attacker or a careless paste would send it, with what the allow-list must make of
// it. The browser's sanitizer (DOMParser) and the server's (parse5) are both held to these same
// answers, so the two cannot drift apart on any of them.

export interface HtmlSample {
  why: string
  input: string
  clean: string
}

export const HTML_SAMPLES: readonly HtmlSample[] = [
  {
    why: 'keeps the editor’s formatting',
    input:
      '<h3>Notice</h3><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> H<sub>2</sub>O x<sup>2</sup></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote>',
    clean:
      '<h3>Notice</h3><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> H<sub>2</sub>O x<sup>2</sup></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote>',
  },
  {
    why: 'keeps tables and their spans',
    input: '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">d</td></tr></tbody></table>',
    clean: '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">d</td></tr></tbody></table>',
  },
  { why: 'drops a script with its code', input: '<p>Hi<script>alert(1)</script></p>', clean: '<p>Hi</p>' },
  {
    why: 'drops event handlers and the image that carries one',
    input: '<img src=x onerror="alert(1)"><p onclick="steal()" onmouseover=steal>t</p>',
    clean: '<p>t</p>',
  },
  { why: 'drops style attributes and classes', input: '<p style="background:url(javascript:alert(1))" class="x" id="y">s</p>', clean: '<p>s</p>' },
  { why: 'drops style elements with their rules', input: '<style>p { color: red }</style><p>t</p>', clean: '<p>t</p>' },
  { why: 'drops a javascript: link', input: '<a href="javascript:alert(1)">a</a>', clean: '<a>a</a>' },
  { why: 'drops a javascript: link in capitals', input: '<a href="JaVaScRiPt:alert(1)">a</a>', clean: '<a>a</a>' },
  { why: 'drops a javascript: link written with decimal entities', input: '<a href="&#106;&#97;vascript:alert(1)">a</a>', clean: '<a>a</a>' },
  { why: 'drops a javascript: link written with hex and named entities', input: '<a href="&#x6A;avascript&colon;alert(1)">a</a>', clean: '<a>a</a>' },
  { why: 'drops a javascript: link split by a tab entity', input: '<a href="java&Tab;script:alert(1)">a</a>', clean: '<a>a</a>' },
  { why: 'drops a javascript: link split by a line break', input: '<a href="java\nscript:alert(1)">a</a>', clean: '<a>a</a>' },
  { why: 'drops a javascript: link behind spaces and control characters', input: '<a href=" \u0001 javascript:alert(1)">a</a>', clean: '<a>a</a>' },
  {
    why: 'drops data: and vbscript: links',
    input: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><a href="vbscript:msgbox(1)">v</a>',
    clean: '<a>d</a><a>v</a>',
  },
  { why: 'drops data: images', input: '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">x', clean: 'x' },
  {
    why: 'keeps web, mail, phone and in-site links, marking outside ones',
    input:
      '<a href="https://yesab.ca" target="_blank" rel="opener">w</a><a href="mailto:a@b.ca">m</a><a href="tel:+18675550100">t</a><a href="/projects/1">p</a><a href="#top">h</a>',
    clean:
      '<a href="https://yesab.ca" rel="noopener noreferrer">w</a><a href="mailto:a@b.ca">m</a><a href="tel:+18675550100">t</a><a href="/projects/1">p</a><a href="#top">h</a>',
  },
  {
    why: 'marks a protocol-relative link as outside',
    input: '<a href="//example.com/x">x</a>',
    clean: '<a href="//example.com/x" rel="noopener noreferrer">x</a>',
  },
  { why: 'drops svg with everything in it', input: '<svg><a href="https://x"><text>in svg</text></a><script>alert(1)</script></svg>after', clean: 'after' },
  { why: 'drops math with everything in it', input: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', clean: '' },
  { why: 'drops what escapes svg into a style', input: '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>', clean: '<p></p>' },
  {
    why: 'closes unclosed and misnested tags as a browser does',
    input: '<p>open <b>bold <i>both</p> after',
    clean: '<p>open <b>bold <i>both</i></b></p><b><i> after</i></b>',
  },
  { why: 'closes list items', input: '<ul><li>one<li>two</ul>', clean: '<ul><li>one</li><li>two</li></ul>' },
  { why: 'drops comments, with what they hide', input: '<!-- <script>alert(1)</script> --><p>c</p><!-->x', clean: '<p>c</p>x' },
  { why: 'keeps CDATA in HTML as the bogus comment and text it is', input: '<![CDATA[<script>alert(1)</script>]]>', clean: 'alert(1)]]&gt;' },
  {
    why: 'keeps raw text of an unknown element as escaped text',
    input: '<xmp><script>alert(1)</script></xmp>',
    clean: '&lt;script&gt;alert(1)&lt;/script&gt;',
  },
  { why: 'drops noscript whose attribute hides markup', input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', clean: '' },
  {
    why: 'drops templates, iframes, objects and embeds',
    input:
      '<template><script>alert(1)</script></template><iframe srcdoc="<script>alert(1)</script>"></iframe><object data="javascript:alert(1)"></object><embed src="x.swf">t',
    clean: 't',
  },
  { why: 'drops a template hidden in a select', input: '<select><template><style></style><img src=x onerror=alert(1)></template></select>', clean: '' },
  {
    why: 'unwraps forms and controls to their text',
    input: '<form action="https://x"><input onfocus=alert(1) autofocus><button>b</button></form>',
    clean: 'b',
  },
  { why: 'unwraps unknown elements, keeping their text', input: '<div><font color="red">Red</font> <marquee>m</marquee></div>', clean: 'Red m' },
  { why: 'keeps what comes after a closing body tag in the body, cleaned', input: '</body><script>alert(1)</script><p>late</p>', clean: '<p>late</p>' },
  {
    why: 'drops a meta refresh and a base',
    input: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:/"><p>t</p>',
    clean: '<p>t</p>',
  },
  { why: 'escapes text', input: 'a < b & c > d', clean: 'a &lt; b &amp; c &gt; d' },
  {
    why: 'keeps a numbered list’s start when it is a number',
    input: '<ol start="3" reversed type="a"><li>c</li></ol><ol start="x"><li>a</li></ol>',
    clean: '<ol start="3"><li>c</li></ol><ol><li>a</li></ol>',
  },
  {
    why: 'keeps a link title, escaped',
    input: '<a href="/x" title="say &quot;hi&quot; &amp; <b>">t</a>',
    clean: '<a href="/x" title="say &quot;hi&quot; &amp; &lt;b&gt;">t</a>',
  },
  { why: 'keeps the first of repeated attributes', input: '<a href="/safe" href="javascript:alert(1)">t</a>', clean: '<a href="/safe">t</a>' },
  { why: 'leaves empty text empty', input: '', clean: '' },
]
