import { Box, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'ra-core';
import type { ResourceDef } from '../../generated/registry.ts';
import { unreadableFields } from '../../domain/access/readableFields.ts';
import { PropertyField } from '../registry/PropertyField.tsx';
import {
  groupLabelKey,
  humanize,
  sectionsOf,
  visibleProperties,
  type PropertyEntry,
} from '../schemaUtils.ts';
import { useFieldLabel } from '../useLabel.ts';

const TRAILING = ['created_on', 'updated_on'];
const SKIPPED = ['id', 'version'];

/**
 * The read-only detail list of master-data.md §2: label/value pairs, in the form's sections, with the
 * record's creation and update times last.
 */
export function DetailList({ def, exclude = [] }: { def: ResourceDef; exclude?: string[] }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  // The server leaves out fields whose readScope the user lacks: show no empty row for them.
  const unreadable = unreadableFields(def, permissions);
  const properties = visibleProperties(def).filter(
    (p) => !SKIPPED.includes(p.name) && !exclude.includes(p.name) && !unreadable.includes(p.name),
  );
  const main = properties.filter((p) => !TRAILING.includes(p.name));
  const trailing = properties.filter((p) => TRAILING.includes(p.name));
  const sections = sectionsOf(def, main);
  if (trailing.length) sections.push({ group: '_record', properties: trailing });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1 }}>
      {sections.map((section) => {
        const title =
          section.group === '_record'
            ? translate('engine.section.record')
            : section.group
              ? translate(groupLabelKey(def.name, section.group), { _: humanize(section.group) })
              : undefined;
        return (
          <Box key={section.group ?? '_'} component="section" aria-label={title}>
            {title && (
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {title}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
                columnGap: 3,
                rowGap: 1,
              }}
            >
              {section.properties.map((p) => (
                <DetailPair key={p.name} def={def} property={p} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function DetailPair({ def, property }: { def: ResourceDef; property: PropertyEntry }) {
  const label = useFieldLabel(def.name, property.name, property.schema);
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
        <PropertyField
          source={property.name}
          schema={property.schema}
          context={{ resource: def.name, path: property.name, def }}
          variant="detail"
        />
      </Typography>
    </>
  );
}
