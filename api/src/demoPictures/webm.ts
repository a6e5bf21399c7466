/**
 * A WebM file (Matroska's EBML subset browsers play) made from still VP8 frames: each lossy WebP's
 * payload is one VP8 key frame, so a list of WebP pictures of the same size is a silent video
 * without any encoder. Every frame is a key frame; clusters hold a second each and the cues name
 * them, so a player can seek without reading the whole file.
 */

/** The element ids written (Matroska specification, with their length marker bits). */
export const EBML_ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Title: 0x7ba9,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

export class WebpFrameError extends Error {
  constructor(frame: number, reason: string) {
    super(`Frame ${frame + 1}: ${reason}`);
    this.name = 'WebpFrameError';
  }
}

/** The bytes of an element id (its own length is in its first byte's marker). */
function idBytes(id: number): Buffer {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(id, 0, length);
  return bytes;
}

/** A size as an EBML variable-length integer, in as few bytes as it fits (all ones is reserved for "unknown"). */
function sizeBytes(size: number): Buffer {
  let length = 1;
  while (length < 8 && size >= 2 ** (7 * length) - 1) length += 1;
  if (size >= 2 ** (7 * length) - 1 || size > Number.MAX_SAFE_INTEGER)
    throw new RangeError(`EBML size too large: ${size}`);
  const bytes = Buffer.alloc(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] |= 0x80 >> (length - 1);
  return bytes;
}

const element = (id: number, ...payload: Buffer[]): Buffer => {
  const data = Buffer.concat(payload);
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
};

/** An unsigned integer in as few bytes as it needs, or exactly `width` bytes (so a later value keeps the layout). */
function uint(id: number, value: number, width?: number): Buffer {
  let length = width ?? 1;
  if (width === undefined) while (length < 8 && value >= 2 ** (8 * length)) length += 1;
  const bytes = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return element(id, bytes);
}

const float64 = (id: number, value: number): Buffer => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};

const text = (id: number, value: string): Buffer => element(id, Buffer.from(value, 'utf8'));

/** The RIFF chunks of a WebP file: four-character code and payload. */
function* riffChunks(webp: Buffer, frame: number): Generator<{ fourcc: string; data: Buffer }> {
  if (webp.length < 12 || webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP')
    throw new WebpFrameError(frame, 'not a WebP file (no RIFF WEBP header)');
  const end = Math.min(webp.length, 8 + webp.readUInt32LE(4));
  let at = 12;
  while (at + 8 <= end) {
    const fourcc = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (at + 8 + size > end)
      throw new WebpFrameError(frame, `its ${fourcc.trim()} chunk runs past the end of the file`);
    yield { fourcc, data: webp.subarray(at + 8, at + 8 + size) };
    at += 8 + size + (size % 2);
  }
}

/**
 * The VP8 key frame inside a lossy WebP of `width` × `height`. A lossless (VP8L), animated or
 * transparent WebP holds no such frame a video track can carry, and is refused with the reason.
 */
export function vp8FrameOf(webp: Buffer, size: { width: number; height: number }, frame = 0): Buffer {
  for (const { fourcc, data } of riffChunks(webp, frame)) {
    if (fourcc === 'VP8L') throw new WebpFrameError(frame, 'a lossless WebP (VP8L) cannot be a VP8 video frame');
    if (fourcc === 'VP8X') {
      const flags = data[0] ?? 0;
      if (flags & 0x10) throw new WebpFrameError(frame, 'a WebP with alpha (VP8X) cannot be a VP8 video frame');
      if (flags & 0x02) throw new WebpFrameError(frame, 'an animated WebP cannot be one video frame');
      continue;
    }
    if (fourcc === 'ALPH') throw new WebpFrameError(frame, 'a WebP with alpha (ALPH) cannot be a VP8 video frame');
    if (fourcc !== 'VP8 ') continue;
    // Frame tag: bit 0 clear for a key frame, then the start code 9d 01 2a and 14-bit width and height.
    if (data.length < 10 || (data[0] & 1) !== 0 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a)
      throw new WebpFrameError(frame, 'its VP8 chunk is not a key frame');
    const frameWidth = data.readUInt16LE(6) & 0x3fff;
    const frameHeight = data.readUInt16LE(8) & 0x3fff;
    if (frameWidth !== size.width || frameHeight !== size.height)
      throw new WebpFrameError(frame, `${frameWidth}×${frameHeight}, the video is ${size.width}×${size.height}`);
    return data;
  }
  throw new WebpFrameError(frame, 'no VP8 chunk (not a lossy WebP)');
}

export interface WebmVideo {
  width: number;
  height: number;
  /** Frames per second; every frame is shown for 1/fps s. */
  fps: number;
  /** Lossy WebP pictures of width × height, in order. */
  frames: readonly Buffer[];
  /** The file's title (Matroska's Info Title), e.g. the project's name. */
  title?: string;
}

/** Milliseconds from the start at which frame `index` is shown. */
const frameTime = (index: number, fps: number): number => Math.round((index * 1000) / fps);

/** Positions inside the segment are written in 8 bytes, so filling them in changes no size. */
const POSITION_WIDTH = 8;

/** A WebM file of `video.frames`, one VP8 track, the segment's layout: seek head, info, tracks, cues, clusters. */
export function webmOf(video: WebmVideo): Buffer {
  const { width, height, fps, frames } = video;
  if (frames.length === 0) throw new RangeError('A video needs at least one frame');
  if (!(fps > 0 && fps <= 120)) throw new RangeError(`Frames per second out of range: ${fps}`);
  const vp8 = frames.map((webp, i) => vp8FrameOf(webp, { width, height }, i));
  const durationMs = (frames.length * 1000) / fps;

  const header = element(
    EBML_ID.EBML,
    uint(EBML_ID.EBMLVersion, 1),
    uint(EBML_ID.EBMLReadVersion, 1),
    uint(EBML_ID.EBMLMaxIDLength, 4),
    uint(EBML_ID.EBMLMaxSizeLength, 8),
    text(EBML_ID.DocType, 'webm'),
    uint(EBML_ID.DocTypeVersion, 2),
    uint(EBML_ID.DocTypeReadVersion, 2),
  );
  const info = element(
    EBML_ID.Info,
    uint(EBML_ID.TimecodeScale, 1_000_000),
    float64(EBML_ID.Duration, durationMs),
    ...(video.title ? [text(EBML_ID.Title, video.title)] : []),
    text(EBML_ID.MuxingApp, 'aangan'),
    text(EBML_ID.WritingApp, 'aangan'),
  );
  const tracks = element(
    EBML_ID.Tracks,
    element(
      EBML_ID.TrackEntry,
      uint(EBML_ID.TrackNumber, 1),
      uint(EBML_ID.TrackUID, 1),
      uint(EBML_ID.TrackType, 1),
      uint(EBML_ID.FlagLacing, 0),
      text(EBML_ID.CodecID, 'V_VP8'),
      uint(EBML_ID.DefaultDuration, Math.round(1e9 / fps)),
      element(EBML_ID.Video, uint(EBML_ID.PixelWidth, width), uint(EBML_ID.PixelHeight, height)),
    ),
  );

  // A cluster per second: its time, then its frames as key-frame SimpleBlocks (track 1, time relative to the cluster).
  const perCluster = Math.max(1, Math.round(fps));
  const clusters: { time: number; bytes: Buffer }[] = [];
  for (let first = 0; first < vp8.length; first += perCluster) {
    const time = frameTime(first, fps);
    const blocks = vp8.slice(first, first + perCluster).map((data, i) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81;
      head.writeInt16BE(frameTime(first + i, fps) - time, 1);
      head[3] = 0x80;
      return element(EBML_ID.SimpleBlock, head, data);
    });
    clusters.push({ time, bytes: element(EBML_ID.Cluster, uint(EBML_ID.Timecode, time), ...blocks) });
  }

  const cuesAt = (positions: readonly number[]): Buffer =>
    element(
      EBML_ID.Cues,
      ...clusters.map(({ time }, i) =>
        element(
          EBML_ID.CuePoint,
          uint(EBML_ID.CueTime, time),
          element(
            EBML_ID.CueTrackPositions,
            uint(EBML_ID.CueTrack, 1),
            uint(EBML_ID.CueClusterPosition, positions[i], POSITION_WIDTH),
          ),
        ),
      ),
    );
  const seekHeadAt = (entries: readonly [id: number, position: number][]): Buffer =>
    element(
      EBML_ID.SeekHead,
      ...entries.map(([id, position]) =>
        element(
          EBML_ID.Seek,
          element(EBML_ID.SeekID, idBytes(id)),
          uint(EBML_ID.SeekPosition, position, POSITION_WIDTH),
        ),
      ),
    );

  // Sizes first (positions are fixed-width), then the same elements with their positions filled in.
  const seekHeadLength = seekHeadAt([
    [EBML_ID.Info, 0],
    [EBML_ID.Tracks, 0],
    [EBML_ID.Cues, 0],
  ]).length;
  const infoAt = seekHeadLength;
  const tracksAt = infoAt + info.length;
  const cuesPosition = tracksAt + tracks.length;
  let clusterAt = cuesPosition + cuesAt(clusters.map(() => 0)).length;
  const clusterPositions = clusters.map(({ bytes }) => {
    const position = clusterAt;
    clusterAt += bytes.length;
    return position;
  });
  const segment = element(
    EBML_ID.Segment,
    seekHeadAt([
      [EBML_ID.Info, infoAt],
      [EBML_ID.Tracks, tracksAt],
      [EBML_ID.Cues, cuesPosition],
    ]),
    info,
    tracks,
    cuesAt(clusterPositions),
    ...clusters.map(({ bytes }) => bytes),
  );
  return Buffer.concat([header, segment]);
}
