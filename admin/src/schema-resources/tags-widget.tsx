import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

/** A choice the tags may take: its value, and how it reads. */
export interface TagChoice {
  value: string;
  label?: string;
  description?: string;
}

/**
 * RJSF widget for `x-ui` tags fields (a list of strings): values typed and separated by commas (or Enter)
 * become chips. With choices (`ui:options.choices`, else the schema's enum) only those are taken and they are
 * offered as you type; without, any text is, and the field's suggestions (x-ui.suggestions: common amenities)
 * are offered as you type or click.
 */
export function TagsWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, label, required, disabled, readonly, rawErrors, options, placeholder } = props;
  const choices: TagChoice[] =
    (options.choices as TagChoice[] | undefined) ??
    (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  const known = new Map(choices.map((c) => [c.value, c]));
  const suggestions = Array.isArray(options.suggestions)
    ? (options.suggestions as unknown[]).filter((s): s is string => typeof s === 'string')
    : [];
  const offered = choices.length ? choices.map((c) => c.value) : suggestions;
  const tags: string[] = Array.isArray(value) ? value.filter((v) => typeof v === 'string' && v) : [];
  const [input, setInput] = useState('');
  const accepts = (tag: string) => !choices.length || known.has(tag);
  const add = (text: string) => {
    const parts = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const fresh = parts.filter((t) => accepts(t) && !tags.includes(t));
    if (fresh.length) onChange([...tags, ...fresh]);
    return parts.filter((t) => !accepts(t)).join(', ');
  };
  return (
    <Autocomplete
      id={id}
      multiple
      freeSolo
      disabled={disabled || readonly}
      options={offered.filter((v) => !tags.includes(v))}
      value={tags}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input' && text.includes(',')) setInput(add(text));
        else if (reason !== 'reset') setInput(text);
      }}
      onChange={(_e, next, reason) => {
        if (reason === 'createOption') {
          setInput(add(String(next[next.length - 1])));
          return;
        }
        onChange((next as string[]).filter(accepts));
        if (reason === 'selectOption') setInput('');
      }}
      onBlur={() => {
        if (input.trim()) setInput(add(input));
        onBlur(id, tags);
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} data-testid="tag" {...itemProps} />;
        })
      }
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'block !important' }}>
          <Typography variant="body2" sx={choices.length ? { fontFamily: 'monospace' } : undefined}>
            {option}
          </Typography>
          {known.get(option)?.label && known.get(option)?.label !== option && (
            <Typography variant="caption" color="text.secondary">
              {known.get(option)?.description ?? known.get(option)?.label}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={tags.length ? undefined : placeholder}
          error={!!rawErrors?.length}
        />
      )}
    />
  );
}
