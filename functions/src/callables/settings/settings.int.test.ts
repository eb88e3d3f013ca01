import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlobStore } from '../../host/files/blob-store';
import { runtime, setRuntime, type FileStore } from '../../lib/runtime';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedRestaurant } from '../testing/fixtures';
import { createRestaurant, deleteRestaurant, saveFloorPlan, saveLoyaltyConfig } from './establishments';
import { saveRestaurantSettings, uploadRestaurantImage } from './restaurant-settings';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
});

const DENIED = {
  code: 'permission-denied',
  message: "Accès refusé : vous n'avez pas les permissions nécessaires",
};
const png = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};

describe('saveRestaurantSettings', () => {
  it('saves profile and booking parameters with the old field names too', async () => {
    await call(
      saveRestaurantSettings,
      {
        restaurantId: 'r1',
        profile: { name: 'Le Café des Arts' },
        settings: { maxCapacityPerDay: 120, bookingCutoffHours: 4, maxOnlineReservation: 20 },
      },
      adminFull('r1'),
    );
    expect((await h.store.get('restaurants/r1')).data).toMatchObject({
      name: 'Le Café des Arts',
      address: '1 rue de la Paix, Paris',
      phone: '0102030405',
      slug: 'le-cafe-des-arts',
      maxCapacityPerDay: 120,
      maxCapacity: 120,
      bookingCutoffHours: 4,
      bookingDelay: 4,
      maxOnlineReservation: 20,
    });
    expect((await h.store.get('restaurantSettings/r1')).data).toMatchObject({
      maxCapacityPerDay: 120,
      bookingCutoffHours: 4,
    });
  });

  it('saves the reminder delay (0, 2, 24 or 48 h) and refuses any other', async () => {
    await call(
      saveRestaurantSettings,
      { restaurantId: 'r1', settings: { reminderHours: 48 } },
      adminFull('r1'),
    );
    expect((await h.store.get('restaurants/r1')).data?.reminderHours).toBe(48);
    expect((await h.store.get('restaurantSettings/r1')).data?.reminderHours).toBe(48);
    await call(
      saveRestaurantSettings,
      { restaurantId: 'r1', settings: { reminderHours: 0 } },
      adminFull('r1'),
    );
    expect((await h.store.get('restaurantSettings/r1')).data?.reminderHours).toBe(0);
    expect(
      await failureOf(
        call(
          saveRestaurantSettings,
          { restaurantId: 'r1', settings: { reminderHours: 12 } },
          adminFull('r1'),
        ),
      ),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Le rappel doit être envoyé 2, 24 ou 48 heures avant, ou désactivé',
    });
  });

  it('saves « Par tables » with its duration bands and pacing for its own admins only, and back to « Par couverts »', async () => {
    const bands = [
      { fromPartySize: 1, minutes: 75 },
      { fromPartySize: 5, minutes: 150 },
    ];
    const tables = {
      availabilityMode: 'tables',
      tableDurationBands: { lunch: bands, dinner: bands },
      pacingCoversPer15Min: 16,
    };
    for (const caller of [admin('r1'), adminFull('r2'), client('c1')]) {
      expect(
        (await failureOf(call(saveRestaurantSettings, { restaurantId: 'r1', settings: tables }, caller)))
          .code,
      ).toBe('permission-denied');
    }
    expect((await h.store.get('restaurantSettings/r1')).data?.availabilityMode).toBeUndefined();
    await call(saveRestaurantSettings, { restaurantId: 'r1', settings: tables }, adminFull('r1'));
    expect((await h.store.get('restaurantSettings/r1')).data).toMatchObject(tables);
    expect((await h.store.get('restaurants/r1')).data).toMatchObject(tables);
    expect(
      await failureOf(
        call(
          saveRestaurantSettings,
          {
            restaurantId: 'r1',
            settings: {
              availabilityMode: 'covers',
              tableDurationBands: { lunch: bands, dinner: [bands[1]] },
            },
          },
          adminFull('r1'),
        ),
      ),
    ).toEqual({ code: 'invalid-argument', message: 'La première tranche commence à 1 convive' });
    // Refused whole: the mode did not change with it.
    expect((await h.store.get('restaurantSettings/r1')).data?.availabilityMode).toBe('tables');
    await call(
      saveRestaurantSettings,
      { restaurantId: 'r1', settings: { availabilityMode: 'covers', pacingCoversPer15Min: null } },
      MASTER,
    );
    expect((await h.store.get('restaurantSettings/r1')).data).toMatchObject({
      availabilityMode: 'covers',
      pacingCoversPer15Min: null,
      tableDurationBands: { lunch: bands },
    });
  });

  it('refuses out-of-range values and slot errors with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ settings: { maxCapacityPerDay: 0 } }, "La capacité maximale doit être d'au moins 1"],
      [
        { settings: { bookingCutoffHours: 73 } },
        'Le délai de réservation doit être compris entre 0 et 72 heures',
      ],
      [
        { settings: { maxOnlineReservation: 51 } },
        'Le nombre maximum de convives en ligne est compris entre 1 et 50',
      ],
      [{ profile: { name: ' ' } }, 'Le nom est obligatoire'],
      [{ profile: { email: 'resto@' } }, "Format d'email invalide"],
      [{ profile: { images: ['1', '2', '3', '4', '5', '6', '7'] } }, 'Maximum 6 images'],
      [{}, '❌ Aucun restaurant sélectionné'],
    ];
    for (const [change, message] of cases) {
      expect(
        (
          await failureOf(
            call(
              saveRestaurantSettings,
              { restaurantId: change === cases.at(-1)?.[0] ? '' : 'r1', ...change },
              MASTER,
            ),
          )
        ).message,
      ).toBe(message);
    }
    expect((await h.store.get('restaurants/r1')).data).toMatchObject({
      name: 'Au Bureau',
      phone: '0102030405',
    });
    const slot = (time: string) => ({ time, enabled: true, maxCapacity: 30 });
    const day = (timeSlots: unknown[]) => ({ closed: false, timeSlots });
    const hours = (monday: unknown) =>
      Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          d === 'monday' ? monday : day([]),
        ]),
      );
    const saveHours = (monday: unknown) =>
      call(saveRestaurantSettings, { restaurantId: 'r1', settings: { openingHours: hours(monday) } }, MASTER);
    expect((await failureOf(saveHours(day([slot('12:00'), slot('12:00')])))).message).toBe(
      'Ce créneau existe déjà',
    );
    expect((await failureOf(saveHours(day([slot('')])))).code).toBe('invalid-argument');
    await saveHours(day([slot('12:00'), slot('12:30')]));
    expect((await h.store.get('restaurantSettings/r1')).data?.openingHours).toMatchObject({
      monday: { timeSlots: [{ time: '12:00' }, { time: '12:30' }] },
    });
  });

  it('lets master_admin and admin_full of the restaurant in, and no one else', async () => {
    const phone = { restaurantId: 'r1', profile: { phone: '01' } };
    expect(await failureOf(call(saveRestaurantSettings, phone, null))).toMatchObject({
      code: 'unauthenticated',
    });
    expect(await failureOf(call(saveRestaurantSettings, phone, client('marie@example.fr')))).toEqual(DENIED);
    expect(await failureOf(call(saveRestaurantSettings, phone, admin('r1')))).toEqual(DENIED);
    expect(await failureOf(call(saveRestaurantSettings, phone, adminFull('r2')))).toEqual(DENIED);
    expect(
      (
        await failureOf(
          call(
            saveRestaurantSettings,
            { restaurantId: 'r1', profile: { images: ['http://evil/x.png'] } },
            MASTER,
          ),
        )
      ).message,
    ).toBe('Image inconnue pour cet établissement');
    expect(
      (await failureOf(call(saveRestaurantSettings, { ...phone, restaurantId: 'r9' }, MASTER))).message,
    ).toBe('Restaurant non trouvé');
    await call(saveRestaurantSettings, phone, MASTER);
    expect((await h.store.get('restaurants/r1')).data).toMatchObject({
      phone: '01',
      address: '1 rue de la Paix, Paris',
      name: 'Au Bureau',
    });
  });
});

describe('uploadRestaurantImage', () => {
  it('keeps the file in the file store and only its URL in the document', async () => {
    const { url } = await call(
      uploadRestaurantImage,
      { restaurantId: 'r1', kind: 'logo', fileName: 'logo.png', dataBase64: png(100) },
      MASTER,
    );
    expect(url).toMatch(/\/files\/restaurants\/r1\/logo-\d+-\w+\.png$/);
    expect((await h.store.get('restaurants/r1')).data?.logo).toBe(url);
    expect([...h.files.values()][0]?.contentType).toBe('image/png');
  });

  it('applies the size, count and format limits', async () => {
    expect(
      (
        await failureOf(
          call(
            uploadRestaurantImage,
            { restaurantId: 'r1', kind: 'logo', fileName: 'l.png', dataBase64: png(2 * 1024 * 1024 + 1) },
            MASTER,
          ),
        )
      ).message,
    ).toBe('Logo trop volumineux (max 2MB)');
    expect(
      (
        await failureOf(
          call(
            uploadRestaurantImage,
            {
              restaurantId: 'r1',
              kind: 'image',
              fileName: 'salle.png',
              dataBase64: png(5 * 1024 * 1024 + 1),
            },
            MASTER,
          ),
        )
      ).message,
    ).toBe('salle.png est trop volumineux (max 5MB)');
    expect(
      (
        await failureOf(
          call(
            uploadRestaurantImage,
            {
              restaurantId: 'r1',
              kind: 'image',
              fileName: 'a.gif',
              dataBase64: Buffer.from('GIF89a').toString('base64'),
            },
            MASTER,
          ),
        )
      ).code,
    ).toBe('invalid-argument');
    for (let i = 0; i < 6; i += 1)
      await call(
        uploadRestaurantImage,
        { restaurantId: 'r1', kind: 'image', fileName: `${i}.png`, dataBase64: png(50) },
        MASTER,
      );
    expect(
      (
        await failureOf(
          call(
            uploadRestaurantImage,
            { restaurantId: 'r1', kind: 'image', fileName: '7.png', dataBase64: png(50) },
            MASTER,
          ),
        )
      ).message,
    ).toBe('Maximum 6 images');
    expect((await h.store.get('restaurants/r1')).data?.images).toHaveLength(6);
  });
});

describe('booking links (slugs) stay each restaurant’s own', () => {
  const slugOf = async (id: string) => (await h.store.get(`restaurants/${id}`)).data?.slug;

  it('a rename takes the new name’s link only when no other restaurant has it', async () => {
    await seedRestaurant(h.store, 'r2', 'Le Zinc');
    const rename = (name: string) =>
      call(saveRestaurantSettings, { restaurantId: 'r1', profile: { name } }, adminFull('r1'));

    // 'le-zinc' is r2's: r1 is renamed but keeps its link, and r2 keeps its own.
    expect(await rename('Le Zinc')).toEqual({ ok: true, slug: 'au-bureau' });
    expect((await h.store.get('restaurants/r1')).data).toMatchObject({ name: 'Le Zinc', slug: 'au-bureau' });
    expect(await slugOf('r2')).toBe('le-zinc');

    expect(await rename('Le Café des Arts')).toEqual({ ok: true, slug: 'le-cafe-des-arts' });
    // Its former link is free again: it may take it back.
    expect(await rename('Au Bureau')).toEqual({ ok: true, slug: 'au-bureau' });
    expect(await rename('AU  BUREAU')).toEqual({ ok: true, slug: 'au-bureau' });
    // A save without a name never touches the link.
    expect(
      await call(saveRestaurantSettings, { restaurantId: 'r1', profile: { phone: '01' } }, adminFull('r1')),
    ).toEqual({ ok: true, slug: 'au-bureau' });
    expect(await slugOf('r2')).toBe('le-zinc');
    // « Réponse » would give the portal's answer page (/reservation/reponse): it gets a link of its own.
    expect(await rename('Réponse')).toEqual({ ok: true, slug: 'reponse-restaurant' });
    expect((await call(createRestaurant, { name: 'Réponse' }, MASTER)).slug).toBe('reponse-restaurant-2');
  });

  it('a new restaurant whose name’s link is taken gets the next free number', async () => {
    const created = [];
    for (const name of ['Au Bureau', 'Au Bureau', 'Au  bureau!', 'Chez Léon', '!!!'])
      created.push((await call(createRestaurant, { name }, MASTER)).slug);
    expect(created).toEqual(['au-bureau-2', 'au-bureau-3', 'au-bureau-4', 'chez-leon', 'restaurant']);
    const stored = await h.store.query({
      collection: 'restaurants',
      where: [{ field: 'slug', op: '>=', value: 'au-bureau' }],
    });
    expect(stored.docs.map((doc) => doc.data?.slug).sort()).toEqual([
      'au-bureau',
      'au-bureau-2',
      'au-bureau-3',
      'au-bureau-4',
      'chez-leon',
      'restaurant',
    ]);
    // A number freed by a deletion is given again.
    const third = stored.docs.find((doc) => doc.data?.slug === 'au-bureau-3');
    await call(deleteRestaurant, { restaurantId: third?.id }, MASTER);
    expect((await call(createRestaurant, { name: 'Au Bureau' }, MASTER)).slug).toBe('au-bureau-3');
  });
});

describe('files a restaurant no longer shows', () => {
  let dir: string;
  let blobs: BlobStore;
  let previous: FileStore | undefined;
  const upload = async (kind: 'logo' | 'image', fileName: string) =>
    (
      await call(
        uploadRestaurantImage,
        { restaurantId: 'r1', kind, fileName, dataBase64: png(64) },
        adminFull('r1'),
      )
    ).url;
  const stored = async (url: string) => {
    const path = blobs.pathOf(url);
    return path !== undefined && (await blobs.read(path)) !== undefined;
  };
  const save = (profile: Record<string, unknown>) =>
    call(saveRestaurantSettings, { restaurantId: 'r1', profile }, adminFull('r1'));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'resto-files-'));
    // The local host's own file store, as `pnpm start` serves it.
    blobs = new BlobStore(dir, 'http://127.0.0.1:5001');
    previous = runtime().files;
    setRuntime({ ...runtime(), files: blobs });
  });
  afterAll(async () => {
    setRuntime({ ...runtime(), files: previous });
    await rm(dir, { recursive: true, force: true });
  });

  it('deletes the logo and the images a save drops, and keeps the others', async () => {
    const logo = await upload('logo', 'logo.png');
    const [first, second] = [await upload('image', 'salle.png'), await upload('image', 'terrasse.png')];
    expect(logo).toMatch(/^http:\/\/127\.0\.0\.1:5001\/files\/restaurants\/r1\/logo-/);
    expect(await stored(logo)).toBe(true);

    await save({ images: [second] });
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
    expect(await stored(logo)).toBe(true);

    // The logo may be one of the images: dropping it as an image keeps the file it still shows.
    await save({ logo: second });
    expect(await stored(logo)).toBe(false);
    await save({ images: [] });
    expect(await stored(second)).toBe(true);
    await save({ logo: '' });
    expect(await stored(second)).toBe(false);
    expect((await h.store.get('restaurants/r1')).data).toMatchObject({ logo: '', images: [] });
  });

  it('deletes the former logo when a new one is uploaded', async () => {
    const old = await upload('logo', 'ancien.png');
    const fresh = await upload('logo', 'nouveau.png');
    expect(await stored(old)).toBe(false);
    expect(await stored(fresh)).toBe(true);
  });

  it('never fails the save: a file store that cannot delete, or a URL that is not ours, is left alone', async () => {
    const image = await upload('image', 'salle.png');
    await h.store.update('restaurants/r1', {
      images: [
        image,
        'data:image/png;base64,iVBORw0KGgo=',
        'http://127.0.0.1:5001/files/restaurants/r2/x.png',
      ],
    });
    const deleted: string[] = [];
    setRuntime({
      ...runtime(),
      files: {
        putFile: blobs.putFile.bind(blobs),
        pathOf: blobs.pathOf.bind(blobs),
        async deleteFile(path) {
          deleted.push(path);
          throw new Error('503 Service Unavailable');
        },
      },
    });
    try {
      expect(await save({ images: [], name: 'Au Bureau' })).toEqual({ ok: true, slug: 'au-bureau' });
    } finally {
      setRuntime({ ...runtime(), files: blobs });
    }
    expect(deleted).toEqual([blobs.pathOf(image)]);
    expect((await h.store.get('restaurants/r1')).data?.images).toEqual([]);
  });

  it('deletes the files of a deleted restaurant', async () => {
    const logo = await upload('logo', 'logo.png');
    const image = await upload('image', 'salle.png');
    await call(deleteRestaurant, { restaurantId: 'r1' }, MASTER);
    expect([await stored(logo), await stored(image)]).toEqual([false, false]);
  });

  it('answers « Erreur lors de l’upload » when the file store refuses the file, and changes nothing', async () => {
    setRuntime({
      ...runtime(),
      files: {
        pathOf: blobs.pathOf.bind(blobs),
        deleteFile: blobs.deleteFile.bind(blobs),
        putFile: () => Promise.reject(new Error('403 storage.objects.create denied')),
      },
    });
    try {
      expect(await failureOf(upload('logo', 'logo.png'))).toEqual({
        code: 'unavailable',
        message: "Erreur lors de l'upload",
      });
    } finally {
      setRuntime({ ...runtime(), files: blobs });
    }
    expect((await h.store.get('restaurants/r1')).data?.logo).toBeUndefined();
  });
});

describe('establishments, floor plan and loyalty configuration', () => {
  it('creates an establishment with defaults and deletes it (master_admin only)', async () => {
    const created = await call(createRestaurant, { name: 'Chez Léon' }, MASTER);
    expect(created.slug).toBe('chez-leon');
    expect(created.establishmentCode).toBe(created.restaurantId.slice(-6).toUpperCase());
    expect((await h.store.get(`restaurants/${created.restaurantId}`)).data).toMatchObject({
      maxCapacityPerDay: 250,
      maxOnlineReservation: 12,
    });
    expect((await h.store.get(`settings/loyalty_config_${created.restaurantId}`)).data).toMatchObject({
      giftInterval: 50,
      pointsForWalkIn: 10,
    });
    expect((await failureOf(call(createRestaurant, { name: '' }, MASTER))).message).toBe(
      'Le nom est obligatoire',
    );
    expect(await failureOf(call(createRestaurant, { name: 'X' }, adminFull('r1')))).toEqual(DENIED);
    expect(
      await failureOf(
        call(deleteRestaurant, { restaurantId: created.restaurantId }, adminFull(created.restaurantId)),
      ),
    ).toEqual(DENIED);
    await call(deleteRestaurant, { restaurantId: created.restaurantId }, MASTER);
    expect((await h.store.get(`restaurants/${created.restaurantId}`)).exists).toBe(false);
    expect((await h.store.get(`settings/loyalty_config_${created.restaurantId}`)).exists).toBe(false);
    expect(
      (await failureOf(call(deleteRestaurant, { restaurantId: created.restaurantId }, MASTER))).message,
    ).toBe('Restaurant non trouvé');
  });

  it('saves a floor plan only with a restaurant and rooms', async () => {
    const rooms = [
      {
        id: 'room1',
        name: 'Salle 1',
        elements: [
          {
            id: 't1',
            type: 'table',
            x: 100,
            y: 100,
            width: 60,
            height: 60,
            number: '2.1',
            capacity: 4,
            shape: 'rectangle',
          },
        ],
      },
    ];
    await call(saveFloorPlan, { restaurantId: 'r1', rooms }, admin('r1'));
    expect((await h.store.get('floorPlans/r1')).data).toMatchObject({
      restaurantId: 'r1',
      rooms: [{ name: 'Salle 1' }],
    });
    expect((await failureOf(call(saveFloorPlan, { rooms }, admin('r1')))).message).toBe(
      '❌ Aucun restaurant sélectionné',
    );
    expect(
      (await failureOf(call(saveFloorPlan, { restaurantId: 'r1', rooms: [] }, admin('r1')))).message,
    ).toBe('Le plan doit contenir au moins une salle');
    expect((await failureOf(call(saveFloorPlan, { restaurantId: 'r1', rooms }, admin('r2')))).code).toBe(
      'permission-denied',
    );
  });

  it('refuses a floor plan whose tables overlap, naming them, and keeps the saved plan whole', async () => {
    const table = (id: string, number: string, x: number, y: number) => ({
      id,
      type: 'table',
      number,
      capacity: 4,
      shape: 'rectangle',
      x,
      y,
      width: 80,
      height: 80,
    });
    const salle = {
      id: 'room1',
      name: 'Salle 1',
      elements: [table('t1', '1', 100, 100), table('t2', '2', 200, 100)],
    };
    await call(saveFloorPlan, { restaurantId: 'r1', rooms: [salle] }, admin('r1'));
    const saved = (await h.store.get('floorPlans/r1')).data;
    const terrasse = {
      id: 'room2',
      name: 'Terrasse',
      elements: [table('t21', '21', 100, 100), table('t22', '22', 140, 120)],
    };
    const moved = { ...salle, elements: [table('t1', '1', 100, 100), table('t2', '2', 300, 100)] };
    expect(
      await failureOf(call(saveFloorPlan, { restaurantId: 'r1', rooms: [moved, terrasse] }, admin('r1'))),
    ).toMatchObject({
      code: 'invalid-argument',
      message: "Impossible : la table 22 chevauche la table 21 (Terrasse). Écartez-les d'abord.",
    });
    // Nothing of the refused plan is written, not even its first room.
    expect((await h.store.get('floorPlans/r1')).data).toEqual(saved);
  });

  it('keeps the joinable tables with the plan, and refuses a group naming a table not on it', async () => {
    const table = (id: string, number: string, x: number, extra: object = {}) => ({
      id,
      type: 'table',
      number,
      capacity: 2,
      shape: 'rectangle',
      x,
      y: 100,
      width: 60,
      height: 60,
      ...extra,
    });
    const rooms = [
      {
        id: 'room1',
        name: 'Salle 1',
        elements: [table('t1', '1', 100), table('t2', '2', 200, { online: false })],
      },
    ];
    const group = { id: 'g1', tableIds: ['t1', 't2'], capacity: 4, minCapacity: 3 };
    await call(saveFloorPlan, { restaurantId: 'r1', rooms, tableGroups: [group] }, admin('r1'));
    const saved = (await h.store.get('floorPlans/r1')).data;
    expect(saved).toMatchObject({ tableGroups: [group], rooms: [{ elements: [{}, { online: false }] }] });
    expect(
      await failureOf(
        call(
          saveFloorPlan,
          { restaurantId: 'r1', rooms, tableGroups: [{ ...group, tableIds: ['t1', 't9'] }] },
          admin('r1'),
        ),
      ),
    ).toMatchObject({ code: 'invalid-argument', message: "Une table associée n'existe plus sur le plan" });
    // Two 2-tops joined seat 2 to 6 (a chair at each end): 7 is a slip, refused before anything is written.
    expect(
      await failureOf(
        call(
          saveFloorPlan,
          { restaurantId: 'r1', rooms, tableGroups: [{ ...group, capacity: 7 }] },
          admin('r1'),
        ),
      ),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'Ces tables réunies ne peuvent pas compter plus de 6 places',
    });
    expect((await h.store.get('floorPlans/r1')).data).toEqual(saved);
    // A save without groups (an editor that does not know them) leaves none rather than stale ones.
    await call(saveFloorPlan, { restaurantId: 'r1', rooms }, admin('r1'));
    expect((await h.store.get('floorPlans/r1')).data?.tableGroups).toEqual([]);
  });

  it('normalises the loyalty configuration: blanks and missing gifts take the defaults', async () => {
    const { config } = await call(
      saveLoyaltyConfig,
      { restaurantId: 'r1', config: { pointsPerReservation: 8, pointsPerReview: '', giftInterval: 0 } },
      adminFull('r1'),
    );
    expect(config).toMatchObject({ pointsPerReservation: 8, pointsPerReview: 5, giftInterval: 50 });
    expect(config.gifts).toHaveLength(5);
    expect((await h.store.get('settings/loyalty_config_r1')).data).toMatchObject({
      pointsPerReservation: 8,
      restaurantId: 'r1',
    });
    expect((await failureOf(call(saveLoyaltyConfig, { restaurantId: '', config: {} }, MASTER))).message).toBe(
      '❌ Aucun restaurant sélectionné',
    );
    expect(await failureOf(call(saveLoyaltyConfig, { restaurantId: 'r1', config: {} }, admin('r1')))).toEqual(
      DENIED,
    );
    expect(
      await failureOf(call(saveLoyaltyConfig, { restaurantId: 'r1', config: {} }, adminFull('r2'))),
    ).toEqual(DENIED);
  });
});
