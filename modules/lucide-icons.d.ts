/** lucide-static's one-icon modules (each default-exports the icon's SVG markup). */
declare module 'lucide-static/dist/esm/icons/*.mjs' {
  const svg: string;
  export default svg;
}
