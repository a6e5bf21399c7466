/** Colours of the clip: mixing, easing, and the light of each second from late afternoon to dusk. */

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
export const hexOf = (rgb: Rgb): string => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
export const mix = (from: string, to: string, t: number): string => {
  const a = rgbOf(from);
  const b = rgbOf(to);
  return hexOf([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb);
};
export const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));
export const ease = (t: number): number => {
  const c = clamp01(t);
  return c * c * (3 - 2 * c);
};

export function hslRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

/** How the light goes, by the clip's second: sky top and horizon, the sun, and how dark the buildings are. */
const LIGHT: { at: number; top: string; horizon: string; sun: string; dark: number }[] = [
  { at: 0, top: '#7fb8e6', horizon: '#e6f1f8', sun: '#fff3b0', dark: 0 },
  { at: 2.4, top: '#8f9fd0', horizon: '#f8cf98', sun: '#ffc45a', dark: 0.2 },
  { at: 4.4, top: '#3d4a7a', horizon: '#e79a7a', sun: '#ff8a4a', dark: 0.5 },
  { at: 7, top: '#1d2448', horizon: '#8a5a7a', sun: '#e0603a', dark: 0.62 },
];

export function lightAt(second: number): { top: string; horizon: string; sun: string; dark: number } {
  const next = LIGHT.findIndex((key) => key.at > second);
  if (next === -1) return LIGHT[LIGHT.length - 1];
  if (next === 0) return LIGHT[0];
  const [a, b] = [LIGHT[next - 1], LIGHT[next]];
  const t = (second - a.at) / (b.at - a.at);
  return {
    top: mix(a.top, b.top, t),
    horizon: mix(a.horizon, b.horizon, t),
    sun: mix(a.sun, b.sun, t),
    dark: a.dark + (b.dark - a.dark) * t,
  };
}

export const NIGHT = '#1a2040';
export const LAMP = '#ffd97a';
