import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { childOf, childrenOf, floatOf, readEbml, textOf, uintOf } from './testing/ebml.ts';
import { EBML_ID as ID, vp8FrameOf, webmOf } from './webm.ts';

const size = { width: 64, height: 36 };
const solid = (red: number) =>
  sharp({ create: { ...size, channels: 3, background: { r: red, g: 120, b: 200 - red } } });
const lossy = (red: number) => solid(red).webp({ quality: 80 }).toBuffer();

/** A WebP file around a bare VP8 frame, as a decoder reads it. */
function webpAround(vp8: Buffer): Buffer {
  const chunk = Buffer.alloc(8);
  chunk.write('VP8 ', 0, 'latin1');
  chunk.writeUInt32LE(vp8.length, 4);
  const pad = Buffer.alloc(vp8.length % 2);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + 8 + vp8.length + pad.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunk, vp8, pad]);
}

describe('webmOf', () => {
  it('writes a WebM whose elements, sizes, positions, frames and duration read back as written', async () => {
    const webps = await Promise.all(Array.from({ length: 9 }, (_, i) => lossy(i * 25)));
    const file = webmOf({ ...size, fps: 4, frames: webps, title: 'Kesar Heights' });

    const [header, segment, ...rest] = readEbml(file);
    expect(rest).toEqual([]);
    expect(header.id).toBe(ID.EBML);
    expect(textOf(file, childOf(header, ID.DocType))).toBe('webm');
    expect(uintOf(file, childOf(header, ID.DocTypeReadVersion))).toBe(2);
    expect(segment.id).toBe(ID.Segment);
    expect(segment.end).toBe(file.length);

    const info = childOf(segment, ID.Info);
    expect(uintOf(file, childOf(info, ID.TimecodeScale))).toBe(1_000_000);
    expect(floatOf(file, childOf(info, ID.Duration))).toBe(2250);
    expect(textOf(file, childOf(info, ID.Title))).toBe('Kesar Heights');
    const track = childOf(childOf(segment, ID.Tracks), ID.TrackEntry);
    expect(textOf(file, childOf(track, ID.CodecID))).toBe('V_VP8');
    expect(uintOf(file, childOf(track, ID.TrackType))).toBe(1);
    expect(uintOf(file, childOf(track, ID.DefaultDuration))).toBe(250_000_000);
    const video = childOf(track, ID.Video);
    expect([uintOf(file, childOf(video, ID.PixelWidth)), uintOf(file, childOf(video, ID.PixelHeight))]).toEqual([
      64, 36,
    ]);

    // Positions count from the segment's data: the seek head's lead to its elements, the cues' to the clusters.
    const at = (position: number) => segment.children!.find((child) => child.start === segment.dataStart + position);
    for (const seek of childrenOf(childOf(segment, ID.SeekHead), ID.Seek)) {
      const id = uintOf(file, childOf(seek, ID.SeekID));
      expect(at(uintOf(file, childOf(seek, ID.SeekPosition)))?.id).toBe(id);
    }
    const clusters = childrenOf(segment, ID.Cluster);
    expect(clusters.map((cluster) => uintOf(file, childOf(cluster, ID.Timecode)))).toEqual([0, 1000, 2000]);
    const cues = childrenOf(childOf(segment, ID.Cues), ID.CuePoint);
    expect(cues).toHaveLength(3);
    cues.forEach((cue, i) => {
      const positions = childOf(cue, ID.CueTrackPositions);
      expect(uintOf(file, childOf(positions, ID.CueTrack))).toBe(1);
      expect(at(uintOf(file, childOf(positions, ID.CueClusterPosition)))).toBe(clusters[i]);
      expect(uintOf(file, childOf(cue, ID.CueTime))).toBe(i * 1000);
    });

    // Every frame a key frame of track 1, at i × 250 ms, carrying the WebP's VP8 frame unchanged.
    const blocks = clusters.flatMap((cluster) =>
      childrenOf(cluster, ID.SimpleBlock).map((block) => ({ cluster, block })),
    );
    expect(blocks).toHaveLength(9);
    for (const [i, { cluster, block }] of blocks.entries()) {
      expect(file[block.dataStart]).toBe(0x81);
      expect(uintOf(file, childOf(cluster, ID.Timecode)) + file.readInt16BE(block.dataStart + 1)).toBe(i * 250);
      expect(file[block.dataStart + 3]).toBe(0x80);
      const vp8 = file.subarray(block.dataStart + 4, block.end);
      expect(vp8.equals(vp8FrameOf(webps[i], size))).toBe(true);
      expect(await sharp(webpAround(vp8)).metadata()).toMatchObject({ format: 'webp', ...size });
    }
  });

  it('gives each size the fewest bytes it fits in, so a large frame still reads back', async () => {
    const noise = Buffer.from(Array.from({ length: 320 * 180 * 3 }, (_, i) => (i * 7919) % 251));
    const big = await sharp(noise, { raw: { width: 320, height: 180, channels: 3 } })
      .webp({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(16_384);
    const file = webmOf({ width: 320, height: 180, fps: 1, frames: [big, big] });
    const [, segment] = readEbml(file);
    expect(childrenOf(segment, ID.Cluster)).toHaveLength(2);
    expect(floatOf(file, childOf(childOf(segment, ID.Info), ID.Duration))).toBe(2000);
  });

  it('refuses what is not a lossy, opaque WebP of the video’s size, naming the frame and why', async () => {
    const good = await lossy(10);
    const lossless = await solid(10).webp({ lossless: true }).toBuffer();
    const alpha = await sharp({ create: { ...size, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } })
      .webp({ quality: 80 })
      .toBuffer();
    const png = await solid(10).png().toBuffer();
    const other = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const attempt = (frame: Buffer) => () => webmOf({ ...size, fps: 10, frames: [good, frame] });
    expect(attempt(lossless)).toThrow('Frame 2: a lossless WebP (VP8L) cannot be a VP8 video frame');
    expect(attempt(alpha)).toThrow(/Frame 2: a WebP with alpha/);
    expect(attempt(png)).toThrow('Frame 2: not a WebP file (no RIFF WEBP header)');
    expect(attempt(other)).toThrow('Frame 2: 32×32, the video is 64×36');
    expect(attempt(good.subarray(0, 40))).toThrow(/Frame 2: its VP8 chunk runs past the end/);
    expect(() => webmOf({ ...size, fps: 10, frames: [] })).toThrow('A video needs at least one frame');
    expect(() => webmOf({ ...size, fps: 0, frames: [good] })).toThrow(/Frames per second/);
  });
});
