// Files imported as text (`with { type: 'text' }`): esbuild embeds them in the bundle; scripts/source.mjs loads them
// when the source runs.
declare module '*.xml' {
  const text: string;
  export default text;
}
