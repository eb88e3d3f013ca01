import { ESTABLISHMENT_MESSAGES as E, MAX_RESTAURANT_IMAGES, checkImageUpload } from '@app/domain';
import { IconButton, useToast } from '@app/ui';
import { ArrowLeft, ArrowRight, Trash } from '@app/ui/icons';
import { useRef, useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useUploadImage } from '../api/use-establishment';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * « Logo et images » (administration §2, §5): the logo (≤ 2 MB) and up to 6 images (each ≤ 5 MB, JPG, PNG or
 * WebP), checked here with the spec's messages before anything is sent, then stored at once by
 * `uploadRestaurantImage`. Removing or reordering images waits for the page's save.
 */
export function ImagesSection({
  restaurantId,
  name,
  emoji,
  logo,
  images,
  onUploaded,
  onChange,
}: {
  restaurantId: string;
  name: string;
  emoji: string;
  logo: string;
  images: string[];
  /** A file stored and added to the restaurant (saved already). */
  onUploaded(kind: 'logo' | 'image', url: string): void;
  /** The order or the list of images changed (saved with the page). */
  onChange(patch: { logo?: string; images?: string[] }): void;
}) {
  const upload = useUploadImage(restaurantId);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const imagesInput = useRef<HTMLInputElement>(null);

  const send = async (kind: 'logo' | 'image', files: FileList | null) => {
    setProblem(null);
    let count = images.length;
    for (const file of Array.from(files ?? [])) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const check = checkImageUpload({ kind, fileName: file.name, bytes, existingImages: count });
      if (!check.ok) {
        setProblem(check.message);
        toast.error(check.message);
        return;
      }
      try {
        const { url } = await upload.mutateAsync({ kind, file });
        onUploaded(kind, url);
        count += kind === 'image' ? 1 : 0;
      } catch (error) {
        const message = toUserMessage(error, kind === 'logo' ? E.logoSaveError : E.uploadError);
        setProblem(message);
        toast.error(message);
        return;
      }
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [url] = next.splice(index, 1);
    if (url) next.splice(index + by, 0, url);
    onChange({ images: next });
  };

  return (
    <section className="establishment-card" aria-labelledby="establishment-images-title">
      <h2 id="establishment-images-title">Logo et images</h2>
      <div className="establishment-logo">
        {logo ? (
          <img src={logo} alt={`Logo de ${name}`} className="establishment-logo__img" />
        ) : (
          <span className="establishment-logo__emoji" aria-hidden="true">
            {emoji}
          </span>
        )}
        <div className="establishment-actions">
          <label className="ui-button ui-button--secondary establishment-file">
            {logo ? 'Changer le logo' : 'Ajouter un logo'}
            <input
              ref={logoInput}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              onChange={(event) =>
                void send('logo', event.target.files).finally(() => (event.target.value = ''))
              }
            />
          </label>
          {logo ? (
            <IconButton label="Retirer le logo" icon={Trash} onPress={() => onChange({ logo: '' })} />
          ) : null}
        </div>
      </div>
      <ul className="establishment-images" aria-label="Images de l'établissement">
        {images.map((url, index) => (
          <li key={url} className="establishment-image">
            <img src={url} alt={`Photo ${index + 1} de ${name}`} loading="lazy" />
            <span className="establishment-image__actions">
              <IconButton
                label={`Avancer la photo ${index + 1}`}
                icon={ArrowLeft}
                size="sm"
                isDisabled={index === 0}
                onPress={() => move(index, -1)}
              />
              <IconButton
                label={`Reculer la photo ${index + 1}`}
                icon={ArrowRight}
                size="sm"
                isDisabled={index === images.length - 1}
                onPress={() => move(index, 1)}
              />
              <IconButton
                label={`Retirer la photo ${index + 1}`}
                icon={Trash}
                size="sm"
                onPress={() => onChange({ images: images.filter((u) => u !== url) })}
              />
            </span>
          </li>
        ))}
      </ul>
      <label className="ui-button ui-button--secondary establishment-file">
        Ajouter des images ({images.length}/{MAX_RESTAURANT_IMAGES})
        <input
          ref={imagesInput}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          onChange={(event) =>
            void send('image', event.target.files).finally(() => (event.target.value = ''))
          }
        />
      </label>
      {upload.isPending ? <p role="status">Envoi en cours…</p> : null}
      {problem ? (
        <p role="alert" className="ui-notice ui-notice--error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
