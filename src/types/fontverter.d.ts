// fontverter ships no types: the calls src/publish/write/site-fonts.ts and its test make.
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
