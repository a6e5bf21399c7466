import { Badge, Box, Tab, Tabs } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { BUILDER_STEPS, stepOfPath, type BuilderStepId } from './builderSteps.ts';
import type { ProjectFormValues } from './projectForm.ts';

export const tabId = (step: BuilderStepId) => `project-builder-tab-${step}`;
export const panelId = (step: BuilderStepId) => `project-builder-panel-${step}`;

/** The steps as tabs (arrow keys move between them); a step holding an error is marked. */
export function BuilderTabs({ step, onChange }: { step: BuilderStepId; onChange(step: BuilderStepId): void }) {
  const { errors } = useFormState<ProjectFormValues>();
  const withErrors = new Set(
    Object.keys(errors)
      .filter((key) => key !== 'root')
      .map(stepOfPath),
  );
  const strip = useRef<HTMLDivElement>(null);
  // The chosen step's tab stays in view: when it changes, and when the strip's width does (the scroll
  // buttons come and go, a phone turns), which would otherwise leave "10. SEO" under a button or off the edge.
  useEffect(() => {
    let frame = 0;
    // After the frame's layout, so the tabs' own scrolling and their scroll buttons have settled.
    const keepInView = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        document.getElementById(tabId(step))?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
      );
    };
    keepInView();
    const resizes = new ResizeObserver(keepInView);
    const scroller = strip.current?.querySelector('.MuiTabs-scroller');
    for (const element of [strip.current, scroller]) if (element) resizes.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
    };
  }, [step]);
  // A zero minimum width lets the scrollable tabs fit a phone instead of widening the page.
  return (
    <Box
      ref={strip}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs
        value={step}
        onChange={(_event, next: BuilderStepId) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Project builder steps"
      >
        {BUILDER_STEPS.map((item, index) => {
          const flagged = withErrors.has(item.id);
          return (
            <Tab
              key={item.id}
              value={item.id}
              id={tabId(item.id)}
              aria-controls={panelId(item.id)}
              aria-label={flagged ? `${item.label} (needs attention)` : undefined}
              label={
                <Badge color="error" variant="dot" invisible={!flagged} sx={{ pr: flagged ? 1 : 0 }}>
                  {`${index + 1}. ${item.label}`}
                </Badge>
              }
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
