// The two parts of pt.json the build makes (scripts/catalogue-parts.ts, ADR 045); the same
// shape as catalogue.ts's Catalogue.
declare module '*.json?catalogue=shell' {
  interface Catalogue {
    [key: string]: string | Catalogue;
  }
  const catalogue: Catalogue;
  export default catalogue;
}
declare module '*.json?catalogue=pages' {
  interface Catalogue {
    [key: string]: string | Catalogue;
  }
  const catalogue: Catalogue;
  export default catalogue;
}
