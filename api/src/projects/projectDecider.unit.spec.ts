import { describe, it, expect } from 'vitest';
import {
  IllegalStateError,
  NotFoundError,
  ValidationError,
  type ProjectEvent,
  type ProjectFields,
} from '@aangan/contracts';
import { deciderSpec } from '../testing/deciderSpec.ts';
import { projectDecider } from './projectDecider.ts';
import { validProjectFields } from '../testing/fixtures.ts';

const given = deciderSpec(projectDecider);
const projectId = '65a1b2c3d4e5f60718293a4b';
const ownerId = 'admin-1';
const unit = validProjectFields().units![0];
const fields: ProjectFields = validProjectFields({ units: [{ ...unit, unitId: 'u1' }] });
const draftSaved: ProjectEvent = {
  type: 'ProjectDraftSaved',
  data: { projectId, ownerId, fields: { projectTitle: 'Half done' } },
};
const posted: ProjectEvent = { type: 'ProjectPosted', data: { projectId, ownerId, slug: 'aranya-heights', fields } };
const deleted: ProjectEvent = { type: 'ProjectDeleted', data: { projectId } };
const restored: ProjectEvent = { type: 'ProjectRestored', data: { projectId } };
const grandOn: ProjectEvent = { type: 'GrandProjectFlagSet', data: { projectId, isGrandProject: true } };

describe('project decider', () => {
  describe('save draft', () => {
    it('starts a draft', () =>
      given([])
        .when({ type: 'SaveDraft', projectId, ownerId, fields: { projectTitle: 'Half done' } })
        .then([draftSaved]));
    it('updates a draft', () =>
      given([draftSaved])
        .when({ type: 'SaveDraft', projectId, ownerId, fields: { projectTitle: 'More done' } })
        .then([{ type: 'ProjectDraftSaved', data: { projectId, ownerId, fields: { projectTitle: 'More done' } } }]));
    it('saving the same draft again records nothing', () =>
      given([draftSaved])
        .when({ type: 'SaveDraft', projectId, ownerId, fields: { projectTitle: 'Half done' } })
        .then([]));
    it('refuses a posted project', () =>
      given([posted])
        .when({ type: 'SaveDraft', projectId, ownerId, fields })
        .thenThrows(IllegalStateError, /already posted/));
    it('refuses a deleted project', () =>
      given([posted, deleted])
        .when({ type: 'SaveDraft', projectId, ownerId, fields })
        .thenThrows(IllegalStateError, /deleted/));
  });

  describe('post', () => {
    it('posts a new project', () =>
      given([]).when({ type: 'PostProject', projectId, ownerId, slug: 'aranya-heights', fields }).then([posted]));
    it('posts a draft', () =>
      given([draftSaved])
        .when({ type: 'PostProject', projectId, ownerId, slug: 'aranya-heights', fields })
        .then([posted]));
    it('refuses incomplete fields with the spec messages', () =>
      given([])
        .when({ type: 'PostProject', projectId, ownerId, slug: 's', fields: { projectTitle: 'x' } })
        .thenThrows(ValidationError, 'Project Type is missing'));
    it('refuses posting twice', () =>
      given([posted])
        .when({ type: 'PostProject', projectId, ownerId, slug: 's', fields })
        .thenThrows(IllegalStateError, /already posted/));
    it('refuses a deleted project', () =>
      given([posted, deleted])
        .when({ type: 'PostProject', projectId, ownerId, slug: 's', fields })
        .thenThrows(IllegalStateError, /deleted/));
  });

  describe('edit', () => {
    const edited = { ...fields, projectTitle: 'Aranya Heights II' };
    it('records the new fields and what changed', () =>
      given([posted])
        .when({ type: 'EditProject', projectId, fields: edited })
        .then([{ type: 'ProjectEdited', data: { projectId, fields: edited, changed: ['projectTitle'] } }]));
    it('an edit that changes nothing records nothing', () =>
      given([posted]).when({ type: 'EditProject', projectId, fields }).then([]));
    it('refuses a deleted project', () =>
      given([posted, deleted])
        .when({ type: 'EditProject', projectId, fields: edited })
        .thenThrows(IllegalStateError, 'This project is deleted. Restore it before editing it.'));
    it('refuses a draft', () =>
      given([draftSaved])
        .when({ type: 'EditProject', projectId, fields: edited })
        .thenThrows(IllegalStateError, /draft/));
    it('refuses an unknown project', () =>
      given([]).when({ type: 'EditProject', projectId, fields: edited }).thenThrows(NotFoundError));
    it('refuses invalid fields', () =>
      given([posted])
        .when({ type: 'EditProject', projectId, fields: { ...fields, description: '' } })
        .thenThrows(ValidationError, 'Project description is missing'));
  });

  describe('delete and restore', () => {
    it('deletes a posted project', () => given([posted]).when({ type: 'DeleteProject', projectId }).then([deleted]));
    it('deletes a draft', () => given([draftSaved]).when({ type: 'DeleteProject', projectId }).then([deleted]));
    it('refuses deleting twice', () =>
      given([posted, deleted])
        .when({ type: 'DeleteProject', projectId })
        .thenThrows(IllegalStateError, /already deleted/));
    it('refuses deleting an unknown project', () =>
      given([]).when({ type: 'DeleteProject', projectId }).thenThrows(NotFoundError));
    it('restores a deleted project', () =>
      given([posted, deleted]).when({ type: 'RestoreProject', projectId }).then([restored]));
    it('refuses restoring a live project', () =>
      given([posted])
        .when({ type: 'RestoreProject', projectId })
        .thenThrows(IllegalStateError, /Only a deleted/));
    it('refuses restoring an unknown project', () =>
      given([]).when({ type: 'RestoreProject', projectId }).thenThrows(NotFoundError));
    it('a restored project can be edited again', () =>
      given([posted, deleted, restored])
        .when({ type: 'EditProject', projectId, fields: { ...fields, towers: 9 } })
        .then([{ type: 'ProjectEdited', data: { projectId, fields: { ...fields, towers: 9 }, changed: ['towers'] } }]));
    it('a restored draft is a draft again', () => {
      const state = [draftSaved, deleted, restored].reduce(projectDecider.evolve, projectDecider.initialState());
      expect(state.status).toBe('draft');
    });
  });

  describe('grand project flag', () => {
    it('turns the flag on', () => given([posted]).when({ type: 'ToggleGrandProject', projectId }).then([grandOn]));
    it('turns it off again', () =>
      given([posted, grandOn])
        .when({ type: 'ToggleGrandProject', projectId })
        .then([{ type: 'GrandProjectFlagSet', data: { projectId, isGrandProject: false } }]));
    it('refuses a draft', () =>
      given([draftSaved])
        .when({ type: 'ToggleGrandProject', projectId })
        .thenThrows(IllegalStateError, /posted/));
    it('refuses a deleted project', () =>
      given([posted, deleted])
        .when({ type: 'ToggleGrandProject', projectId })
        .thenThrows(IllegalStateError, /posted/));
    it('refuses an unknown project', () =>
      given([]).when({ type: 'ToggleGrandProject', projectId }).thenThrows(NotFoundError));
  });

  describe('units', () => {
    const twoBhk = { ...unit, unitTitle: '2 BHK', bedroomCount: 2, bathroomCount: 2, unitCount: 30 };
    it('gives new units ids made from the revision and their place, keeps the ids sent', () =>
      given([draftSaved])
        .when({
          type: 'PostProject',
          projectId,
          ownerId,
          slug: 'aranya-heights',
          fields: { ...fields, units: [{ ...unit, unitId: 'u1' }, twoBhk] },
        })
        .then([
          {
            type: 'ProjectPosted',
            data: {
              projectId,
              ownerId,
              slug: 'aranya-heights',
              fields: {
                ...fields,
                units: [
                  { ...unit, unitId: 'u1' },
                  { ...twoBhk, unitId: 'r1u1' },
                ],
              },
            },
          },
        ]));
    it('a unit sent without its id keeps the id of the same unit (title and bedrooms)', () =>
      given([posted])
        .when({ type: 'EditProject', projectId, fields: { ...fields, units: [{ ...unit, minPrice: 1_50_00_000 }] } })
        .then([
          {
            type: 'ProjectEdited',
            data: {
              projectId,
              fields: { ...fields, units: [{ ...unit, unitId: 'u1', minPrice: 1_50_00_000 }] },
              changed: ['units'],
            },
          },
        ]));
    it('a unit sent twice is stored once, with the later count (spec: only the count changes)', () =>
      given([posted])
        .when({
          type: 'EditProject',
          projectId,
          fields: {
            ...fields,
            units: [
              { ...unit, unitId: 'u1' },
              { ...unit, unitCount: 200, minPrice: 1 },
            ],
          },
        })
        .then([
          {
            type: 'ProjectEdited',
            data: {
              projectId,
              fields: { ...fields, units: [{ ...unit, unitId: 'u1', unitCount: 200 }] },
              changed: ['units'],
            },
          },
        ]));
  });

  describe('restore an earlier version', () => {
    const edited = { ...fields, projectTitle: 'Aranya Heights II' };
    const editedEvent: ProjectEvent = {
      type: 'ProjectEdited',
      data: { projectId, fields: edited, changed: ['projectTitle'] },
    };
    it('records the old fields as a new change that names the revision', () =>
      given([posted, editedEvent])
        .when({ type: 'RevertProject', projectId, toRevision: 0, fields })
        .then([{ type: 'ProjectReverted', data: { projectId, toRevision: 0, fields, changed: ['projectTitle'] } }]));
    it('goes through the posting rules of a posted project', () =>
      given([posted, editedEvent])
        .when({ type: 'RevertProject', projectId, toRevision: 0, fields: { projectTitle: 'Half done' } })
        .thenThrows(ValidationError, 'Project Type is missing'));
    it('may restore any earlier draft of a draft', () =>
      given([
        draftSaved,
        { type: 'ProjectDraftSaved', data: { projectId, ownerId, fields: { projectTitle: 'More done' } } },
      ])
        .when({ type: 'RevertProject', projectId, toRevision: 0, fields: { projectTitle: 'Half done' } })
        .then([
          {
            type: 'ProjectReverted',
            data: { projectId, toRevision: 0, fields: { projectTitle: 'Half done' }, changed: ['projectTitle'] },
          },
        ]));
    it('refuses a deleted project', () =>
      given([posted, editedEvent, deleted])
        .when({ type: 'RevertProject', projectId, toRevision: 0, fields })
        .thenThrows(IllegalStateError, /deleted/));
    it('restoring what is already current records nothing', () =>
      given([posted, editedEvent]).when({ type: 'RevertProject', projectId, toRevision: 1, fields: edited }).then([]));
  });
});
