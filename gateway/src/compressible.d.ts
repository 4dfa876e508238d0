/** compressible 2.0 (a dependency of compression) ships no types: whether a MIME type is worth compressing (undefined when mime-db does not say). */
declare module 'compressible' {
  export default function compressible(type: string): boolean | undefined;
}
