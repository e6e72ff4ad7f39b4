import { Box, Stack } from '@mui/material';
import { getTemplate, getUiOptions, type ObjectFieldTemplateProps, titleId } from '@rjsf/utils';

import type { FormPatchContext } from './form-patch.ts';
import { geoPairOf } from './geo.ts';
import { LocationActions } from './location-actions.tsx';
import { type FormSection, formSections, isWideField } from './sections.ts';

type Property = ObjectFieldTemplateProps['properties'][number];

/**
 * RJSF object template for long forms: the fields in the sections their schema names (x-ui.section), each
 * under its title, two short fields a row on wide screens (lists, groups and long text a row of their own). A
 * section with a latitude and a longitude field offers the device's location and the map. An object with no
 * sections (the address) is one section under its own title.
 */
export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, title, registry, uiSchema, fieldPathId, required, formData, disabled, readonly } = props;
  const Title = getTemplate('TitleFieldTemplate', registry, getUiOptions(uiSchema));
  const byName = new Map(properties.map((p) => [p.name, p]));
  const sections = title
    ? [{ title, names: properties.map((p) => p.name) }]
    : formSections(
        schema,
        properties.map((p) => p.name),
      );
  const patch = (registry.formContext as FormPatchContext | undefined)?.patchForm;
  return (
    <Stack gap={3}>
      {sections.map((section, index) => {
        const shown = section.names.map((n) => byName.get(n)!).filter(Boolean);
        const visible = shown.filter((p) => !p.hidden);
        // Hidden fields (the owner's id) render nothing but stay in the form.
        if (!visible.length)
          return (
            <Box key={index} sx={{ display: 'none' }}>
              {shown.map((p) => p.content)}
            </Box>
          );
        const geo = geoPairOf(
          schema,
          visible.map((p) => p.name),
        );
        // A section of one group (the address) is headed by the group's own title.
        const headed = section.title && !(visible.length === 1 && isObject(schema, visible[0].name));
        const id = section.title ? `${titleId(fieldPathId)}-${slug(section.title)}` : undefined;
        return (
          <Box
            key={section.title ?? index}
            component="section"
            aria-labelledby={headed ? id : undefined}
            data-testid={section.title ? `form-section-${slug(section.title)}` : undefined}
          >
            {headed && (
              <Title
                id={id!}
                title={section.title!}
                required={title ? required : false}
                schema={schema}
                uiSchema={uiSchema}
                registry={registry}
              />
            )}
            <Fields section={section} shown={shown} schema={schema} />
            {geo && (
              <Box sx={{ mt: 1.5 }}>
                <LocationActions
                  latitude={formData?.[geo.latitude]}
                  longitude={formData?.[geo.longitude]}
                  disabled={disabled || readonly || !patch}
                  onLocate={(latitude, longitude) => patch?.({ [geo.latitude]: latitude, [geo.longitude]: longitude })}
                />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

function Fields({
  section,
  shown,
  schema,
}: {
  section: FormSection;
  shown: Property[];
  schema: ObjectFieldTemplateProps['schema'];
}) {
  return (
    <Box
      sx={{
        mt: section.title ? 1.5 : 0,
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {shown.map((p) =>
        p.hidden ? (
          p.content
        ) : (
          <Box
            key={p.name}
            sx={{
              gridColumn: isWideField(schema.properties?.[p.name] as Record<string, unknown>) ? '1 / -1' : undefined,
              minWidth: 0,
            }}
          >
            {p.content}
          </Box>
        ),
      )}
    </Box>
  );
}

const isObject = (schema: ObjectFieldTemplateProps['schema'], name: string) => {
  const node = schema.properties?.[name];
  return typeof node === 'object' && node.type === 'object';
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
