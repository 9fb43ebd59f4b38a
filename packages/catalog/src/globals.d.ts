/**
 * The WHATWG Encoding API's encoder, present in browsers and in Node alike. The ES libraries this
 * package compiles against do not declare it, and the package must not pull in DOM or Node
 * typings, so the member used here is declared.
 */
declare class TextEncoder {
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}

declare class TextDecoder {
  constructor(label?: string);
  decode(input?: Uint8Array): string;
}
