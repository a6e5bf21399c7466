import { useState } from 'react';
import type { ProjectView } from '../../model/apiResponses.ts';
import { NewTabLink } from '../../components/NewTabLink.tsx';
import { useStrings } from '../../i18n/strings.tsx';

const YOUTUBE_ID =
  /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?:[?&#].*)?$/;

/** The YouTube video id of a watch, share, shorts or embed link; null for any other link. */
export const youtubeIdOf = (url: string): string | null => YOUTUBE_ID.exec(url)?.[1] ?? null;

/**
 * A YouTube video as a plain link until the visitor asks for it: nothing is fetched from
 * YouTube before the click, and then only from its no-cookie domain.
 */
export function VideoFacade({ videoId, url, label }: { videoId: string; url: string; label: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useStrings().project.videos;
  if (playing) {
    return (
      <iframe
        className="video-frame"
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
        title={label}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    // Without script the link opens the video on YouTube.
    <a
      className="video-facade"
      href={url}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <svg width="68" height="48" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
        <path
          d="M66.5 7.7a8.6 8.6 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.6 8.6 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.6 8.6 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.6 8.6 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
          fill="#c4302b"
        />
        <path d="M45 24 27 14v20z" fill="#fff" />
      </svg>
      <span>{t.play(label)}</span>
      <span className="video-facade-note">{t.note}</span>
    </a>
  );
}

const isStoredFile = (ref: string): boolean => ref.startsWith('/uploads/');

/** The project's videos: stored files in the page's player, YouTube behind a facade, other links as links. */
export function Videos({ project }: { project: ProjectView }) {
  const t = useStrings().project.videos;
  return (
    <ul className="video-list">
      {project.videos.map((video, index) => {
        const label = t.label(index + 1, project.projectTitle);
        const youtubeId = youtubeIdOf(video);
        return (
          <li key={video}>
            {isStoredFile(video) ? (
              <video
                className="video"
                src={video}
                poster={project.coverImage || undefined}
                controls
                preload="none"
                playsInline
                aria-label={t.stored(project.projectTitle, index + 1)}
              />
            ) : youtubeId ? (
              <VideoFacade videoId={youtubeId} url={video} label={label} />
            ) : (
              <NewTabLink href={video}>{t.watch(label)}</NewTabLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
