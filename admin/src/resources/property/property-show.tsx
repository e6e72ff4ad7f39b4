import { useRecordContext } from 'react-admin';

import { SchemaShow } from '#admin/schema-resources/schema-show.tsx';

import { PropertyPhotoGallery } from './property-photo-gallery.tsx';

/**
 * The property view (spec 002 §2 /properties/details/{id}): the gallery of its first 4 images above the generated show
 * page.
 */
export function PropertyShow() {
  return <SchemaShow lead={<RecordGallery />} shownAbove={GALLERY_FIELDS} />;
}

/** What the gallery shows: the details below do not list the pictures again. */
const GALLERY_FIELDS = ['avatar', 'propertyImages'];

function RecordGallery() {
  const record = useRecordContext();
  const images = Array.isArray(record?.propertyImages)
    ? record.propertyImages.filter((v: unknown): v is string => typeof v === 'string' && !!v)
    : [];
  return <PropertyPhotoGallery images={images} name={String(record?.name ?? 'Property')} />;
}
