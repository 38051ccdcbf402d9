// A kept page compressed once, and sent compressed with a new nonce in it (issue 23). A browser
// always asks for gzip, and compressing a 100 KB page for every answer cost the shop about 3 ms of
// CPU a page: ten times what serving it from memory costs. The page is kept as raw deflate pieces,
// one for each stretch between two nonces, each ending on a byte boundary (a sync flush); an answer
// is the gzip header, the pieces with the request's nonce between them as stored (uncompressed)
// deflate blocks, a final empty block, and the CRC-32 and length of the whole page (RFC 1951, 1952).
// The CRC-32 is put together from each piece's, kept with it, and the nonce's (zlib's
// crc32_combine; computing it over the whole page was a sixth of an instance's CPU when it served
// kept pages at full rate). It is linear in the nonce, so for each length of nonce the pieces'
// share and the factor of the nonce's CRC are worked out once: an answer costs one multiplication.
import { constants, crc32, deflateRawSync } from "node:zlib";

export type GzipPieces = {
  /** Raw deflate of each stretch of the page between two nonces, sync-flushed, never final. */
  deflated: Uint8Array<ArrayBuffer>[];
  /** The CRC-32 of each uncompressed stretch. */
  crcs: number[];
  /** For each stretch, what carries a CRC-32 over its length (x^(8·length) mod the polynomial). */
  shifts: number[];
  /** The uncompressed stretches' bytes. */
  length: number;
  /** The pieces' compressed bytes, what keeping them costs. */
  bytes: number;
  /**
   * By length of nonce, the page's CRC-32 with an empty nonce and the factor of the nonce's CRC.
   * Nonces are the shop's own, all of one length (none for an API answer): an entry or two.
   */
  crcByNonceLength: Map<number, { base: number; factor: number }>;
};

/** gzip's header: deflate, no name or time, "unknown" operating system (RFC 1952, 2.3). */
const HEADER = Uint8Array.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final stored block with nothing in it: the end of the deflate stream. */
const END = Uint8Array.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes (its length is 16 bits). */
const STORED_MAX = 0xffff;

export function deflatePieces(plain: Uint8Array<ArrayBuffer>[]): GzipPieces {
  const deflated = plain.map(
    (part) => new Uint8Array(deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })),
  );
  return {
    deflated,
    crcs: plain.map((part) => extend(0, part)),
    shifts: plain.map((part) => shiftOver(part.length)),
    length: plain.reduce((sum, part) => sum + part.length, 0),
    bytes: deflated.reduce((sum, piece) => sum + piece.length, 0),
    crcByNonceLength: new Map(),
  };
}

/** `bytes` as stored deflate blocks, none of them final. */
function stored(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const blocks = Math.max(1, Math.ceil(bytes.length / STORED_MAX));
  const out = new Uint8Array(bytes.length + blocks * 5);
  let offset = 0;
  for (let start = 0; start === 0 || start < bytes.length; start += STORED_MAX) {
    const chunk = bytes.subarray(start, start + STORED_MAX);
    out.set([0x00, chunk.length & 0xff, chunk.length >> 8, ~chunk.length & 0xff, (~chunk.length >> 8) & 0xff], offset);
    out.set(chunk, offset + 5);
    offset += 5 + chunk.length;
  }
  return out;
}

/**
 * The CRC-32 of what `crc` covered followed by `data`. Empty data is skipped: Node hands zlib a null
 * pointer for an empty buffer, and zlib then answers 0, the CRC of nothing, whatever came before.
 */
function extend(crc: number, data: Uint8Array): number {
  return data.length > 0 ? crc32(data, crc) : crc;
}

/** CRC-32's polynomial, bits reversed. */
const POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the polynomial, in CRC-32's reversed bit order (zlib's multmodp). */
function times(a: number, b: number): number {
  if (a === 0) return 0;
  let product = 0;
  let factor = b;
  for (let bit = 0x80000000; ; bit >>>= 1) {
    if (a & bit) {
      product ^= factor;
      if ((a & (bit - 1)) === 0) break;
    }
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31 (zlib's x2n_table). */
const SQUARES: number[] = [0x40000000];
for (let k = 1; k < 32; k += 1) SQUARES.push(times(SQUARES[k - 1] as number, SQUARES[k - 1] as number));

/** x^(8·bytes) modulo the polynomial: what a CRC-32 is multiplied by when `bytes` more follow (zlib's crc32_combine_op). */
function shiftOver(bytes: number): number {
  let shift = 0x80000000;
  for (let rest = bytes, k = 3; rest > 0; rest = Math.floor(rest / 2), k += 1) {
    if (rest % 2 === 1) shift = times(SQUARES[k % 32] as number, shift);
  }
  return shift;
}

/**
 * The CRC-32 of the pieces with a nonce of `nonceLength` bytes between each two, as
 * `base ^ times(factor, crc of the nonce)`: the CRC of A followed by B is times(B's shift, A's CRC)
 * ^ B's CRC (zlib's crc32_combine), so the whole is each part's CRC times the shift of all that
 * follows it.
 */
function crcOfPieces(pieces: GzipPieces, nonceLength: number): { base: number; factor: number } {
  const known = pieces.crcByNonceLength.get(nonceLength);
  if (known) return known;
  const nonceShift = shiftOver(nonceLength);
  let after = 0x80000000;
  let base = 0;
  let factor = 0;
  for (let index = pieces.crcs.length - 1; index >= 0; index -= 1) {
    base ^= times(after, pieces.crcs[index] ?? 0);
    after = times(after, pieces.shifts[index] ?? 0x80000000);
    if (index > 0) {
      factor ^= after;
      after = times(after, nonceShift);
    }
  }
  const crc = { base: base >>> 0, factor: factor >>> 0 };
  pieces.crcByNonceLength.set(nonceLength, crc);
  return crc;
}

/** The whole page, gzip, with `nonce` between each two pieces. */
export function gzipAround(pieces: GzipPieces, nonce: Uint8Array): Uint8Array<ArrayBuffer> {
  const between = pieces.deflated.length > 1 ? stored(nonce) : new Uint8Array(0);
  const holes = pieces.deflated.length - 1;
  const size = HEADER.length + pieces.bytes + between.length * holes + END.length + 8;
  const out = new Uint8Array(size);
  out.set(HEADER, 0);
  let offset = HEADER.length;
  pieces.deflated.forEach((piece, index) => {
    if (index > 0) {
      out.set(between, offset);
      offset += between.length;
    }
    out.set(piece, offset);
    offset += piece.length;
  });
  const { base, factor } = crcOfPieces(pieces, nonce.length);
  const crc = (base ^ times(factor, extend(0, nonce))) >>> 0;
  out.set(END, offset);
  offset += END.length;
  const trailer = new DataView(out.buffer, offset, 8);
  trailer.setUint32(0, crc, true);
  trailer.setUint32(4, (pieces.length + nonce.length * holes) >>> 0, true);
  return out;
}
