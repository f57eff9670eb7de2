/** One lucide-static icon file: its SVG markup as a string. */
declare module 'lucide-static/dist/esm/icons/*.mjs' {
  const svg: string;
  export default svg;
}
