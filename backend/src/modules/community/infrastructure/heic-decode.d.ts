// heic-decode ships no types: the part of its API the photo processor uses.
declare module 'heic-decode' {
  interface DecodedHeic {
    readonly width: number;
    readonly height: number;
    readonly data: Uint8ClampedArray;
  }
  interface HeicImage {
    readonly width: number;
    readonly height: number;
    decode(): Promise<DecodedHeic>;
  }
  interface HeicDecode {
    (input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedHeic>;
    all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
