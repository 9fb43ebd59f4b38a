/** The script in the URL: `#sql=` + base64url of the deflated UTF-8 text (short links). */

const PREFIX = 'sql=';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function unbase64url(text: string): Uint8Array {
  const s = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** The hash fragment (without #) that carries `script`. */
export async function encodeScript(script: string): Promise<string> {
  return PREFIX + base64url(await pipe(new TextEncoder().encode(script), new CompressionStream('deflate-raw')));
}

/** The script carried by a location hash, or null. */
export async function decodeScript(hash: string): Promise<string | null> {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(PREFIX)) return null;
  try {
    return new TextDecoder().decode(await pipe(unbase64url(h.slice(PREFIX.length)), new DecompressionStream('deflate-raw')));
  } catch {
    return null;
  }
}
