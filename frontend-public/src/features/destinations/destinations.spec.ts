import { t } from '../../i18n/i18n';
import { describe, expect, it } from '@jest/globals';
import { destinationChanges, toFormValues, validateDestinationForm, hasErrors } from './destination-form';
import { destinationCategories, destinationFixture } from '../../test/destinations.fixture';
import {
  destinationChips,
  destinationListArgs,
  readDestinationsUrlState,
  withCategory,
} from './destinations-url-state';

describe('/destinations URL state', () => {
  it('reads ?q= and ?category= (the home quick link ?category=food)', () => {
    const state = readDestinationsUrlState(new URLSearchParams('category=food&q=sisig%20'));
    expect(state).toMatchObject({ q: 'sisig ', category: 'food' });
    expect(destinationListArgs(state)).toEqual({ search: 'sisig', category: 'food' });
    expect(destinationListArgs(readDestinationsUrlState(new URLSearchParams('')))).toEqual({});
  });

  it('offers All Categories and the destination categories, plus a selected Food chip', () => {
    const chips = destinationChips(destinationCategories, 'food', t);
    expect(chips.map((chip) => chip.label)).toEqual(['All Categories', 'Historic Churches', 'Nature & Parks', 'Food']);
    expect(chips.at(-1)?.value).toBe('food');
    expect(destinationChips(destinationCategories, null, t).map((chip) => chip.label)).toEqual([
      'All Categories',
      'Historic Churches',
      'Nature & Parks',
    ]);
    // a food category by id gets its own name
    expect(destinationChips(destinationCategories, destinationCategories[2].id, t).at(-1)?.label).toBe(
      'Sisig & Street Food',
    );
  });

  it('changes the category and keeps the search', () => {
    const params = withCategory(new URLSearchParams('q=church&category=food'), destinationCategories[0].id);
    expect(params.get('q')).toBe('church');
    expect(params.get('category')).toBe(destinationCategories[0].id);
    expect(withCategory(params, null).has('category')).toBe(false);
  });
});

describe('destination editor', () => {
  it('sends only the changed fields, null for cleared ones', () => {
    const destination = destinationFixture();
    const values = toFormValues(destination);
    expect(destinationChanges(destination, values)).toEqual({});

    const changes = destinationChanges(destination, {
      ...values,
      description: '  New text  ',
      phone: '',
      latitude: '15.25',
    });
    expect(changes).toEqual({ description: 'New text', phone: null, latitude: 15.25 });
  });

  it('edits up to 3 extra images and keeps the cover first', () => {
    const destination = destinationFixture();
    const values = toFormValues(destination);
    expect(values.extraImages).toEqual([
      '/api/artwork/destinations/arayat-2.svg',
      '/api/artwork/destinations/arayat-3.svg',
      '',
    ]);
    const changes = destinationChanges(destination, {
      ...values,
      extraImages: ['', '/api/artwork/destinations/arayat-3.svg', 'https://img.example/x.jpg'],
    });
    expect(changes).toEqual({
      images: [
        '/api/artwork/destinations/arayat.svg',
        '/api/artwork/destinations/arayat-3.svg',
        'https://img.example/x.jpg',
      ],
    });
  });

  it('works on a copy: changing the form values leaves the record alone', () => {
    const destination = destinationFixture();
    const values = toFormValues(destination);
    values.name = 'Changed';
    values.extraImages[0] = 'https://img.example/other.jpg';
    expect(destination.name).toBe('Mount Arayat National Park');
    expect(destination.images[1]).toBe('/api/artwork/destinations/arayat-2.svg');
    expect(toFormValues(destination).name).toBe('Mount Arayat National Park');
  });

  it('requires a name, coordinates in pairs and in range, and http(s) addresses', () => {
    const values = toFormValues(destinationFixture());
    expect(hasErrors(validateDestinationForm(values))).toBe(false);
    expect(validateDestinationForm({ ...values, name: '  ' }).name).toBe('destinationForm.nameRequired');
    expect(validateDestinationForm({ ...values, latitude: '' }).coordinates).toBe('coordinates.required');
    expect(validateDestinationForm({ ...values, latitude: '', longitude: '' }).coordinates).toBeUndefined();
    expect(validateDestinationForm({ ...values, latitude: '95' }).coordinates).toBe('coordinates.range');
    expect(validateDestinationForm({ ...values, website: 'javascript:alert(1)' }).website).toBe(
      'destinationForm.websiteInvalid',
    );
    expect(validateDestinationForm({ ...values, extraImages: ['ftp://x', '', ''] }).extraImages?.[0]).toBe(
      'destinationForm.imageInvalid',
    );
  });
});
