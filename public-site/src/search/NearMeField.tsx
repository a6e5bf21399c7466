import { useState } from 'react';
import { NEAR_ME_RADII, type SearchQuery } from '../model/searchQuery.ts';
import { useStrings } from '../i18n/strings.tsx';

/** Why the visitor's location is not there: they refused it, or it could not be found. */
type LocationProblem = 'refused' | 'unavailable' | null;

/** The filter panel's Near me: the browser's location and a radius; it applies at once, so it needs the script. */
export function NearMeField({
  query,
  onApply,
}: {
  query: SearchQuery;
  onApply?: ((query: SearchQuery) => void) | undefined;
}) {
  const t = useStrings().search.filters;
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem>(null);

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const latitude = Math.round(position.coords.latitude * 1e4) / 1e4;
        const longitude = Math.round(position.coords.longitude * 1e4) / 1e4;
        onApply?.({ ...query, latitude, longitude, radiusKm: query.radiusKm ?? 10, page: 1 });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <fieldset className="field-group">
      <legend>{t.nearMe}</legend>
      <div className="near-me">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={nearMe}
          disabled={locating || !onApply}
        >
          {locating ? t.locating : query.latitude !== null ? t.updateLocation : t.useLocation}
        </button>
        <div className="field">
          <label htmlFor="filter-radius">{t.within}</label>
          <select id="filter-radius" name="radiusKm" defaultValue={query.radiusKm ?? 10}>
            {NEAR_ME_RADII.map((km) => (
              <option key={km} value={km}>
                {t.km(km)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="field-hint" role="status">
        {problem === 'refused' ? t.locationRefused : problem === 'unavailable' ? t.locationUnavailable : ''}
      </p>
    </fieldset>
  );
}
