// The browser's number formatting takes some 80 ms to start on a slow phone, whichever locale asks
// first, and every page counts or dates something. Started by this small script, it runs while the
// app's code is still downloading, instead of in the middle of drawing the first results. (A file,
// not an inline script: the content security policy allows scripts from this origin only.)
new Intl.NumberFormat().format(0)
