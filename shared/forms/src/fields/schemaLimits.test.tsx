// The page's limits of a text are the API's: a field's length and characters come from the payload schema the
// API checks the body with (@portal/api), so what the page takes is never refused by the API for its length or
// its characters, and what the API refuses the page says before sending.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINE_TEXT_LIMIT, payloadSchemas, textLimitOf } from '@portal/api';
import { CASE_DESCRIPTION_MAX } from '@portal/config';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { TextField } from './TextField';
import { TextareaField } from './TextareaField';

type Schema = { properties: Record<string, Schema>; maxLength?: number };
/** A field's schema, read by hand from the payload schema (not through textLimitOf). */
const schemaOf = (kind: keyof typeof payloadSchemas, ...path: string[]): Schema =>
  path.reduce((node, key) => node.properties[key]!, payloadSchemas[kind] as unknown as Schema);

const CONTROL_MESSAGE = 'Remove the hidden control or text-direction characters (pasted text can bring them)';

async function paste(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
  await userEvent.tab();
}

describe("a text field's limits are its payload schema's", () => {
  it("an application's first name: at most the schema's maxLength, and no control or direction character", async () => {
    const max = schemaOf('application', 'personalDetails', 'firstName').maxLength!;
    expect(max).toBe(100);
    const { values } = renderInForm(
      <TextField
        name="firstName"
        label="First name"
        limit={textLimitOf('application', 'personalDetails.firstName')}
      />,
    );
    const box = screen.getByRole('textbox', { name: /First name/ });
    await paste(box, 'a'.repeat(max));
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.type(box, 'a');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(`Optional Use at most ${max} characters`);
    // What is typed is kept (not cut at the limit): the student sees it and the message.
    expect((values() as { firstName: string }).firstName).toHaveLength(max + 1);
    for (const text of ['Mei\u202Egnp.exe', 'Mei\u0000', 'Mei\u001b[2J', 'Mei\ud800']) {
      await userEvent.clear(box);
      await paste(box, text);
      expect(box).toHaveAccessibleDescription(`Optional ${CONTROL_MESSAGE}`);
    }
    await userEvent.clear(box);
    await paste(box, 'Zoë Ngātā-محمد 😀');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it("a text field with no schema field of its own takes one line of typed text, as the schema's text block", async () => {
    expect(LINE_TEXT_LIMIT).toEqual({
      maxLength: schemaOf('application', 'contactDetails', 'suburb').maxLength,
      characters: 'line',
    });
    renderInForm(<TextField name="suburb" label="Suburb" />);
    const box = screen.getByRole('textbox', { name: /Suburb/ });
    await paste(box, 'x'.repeat(LINE_TEXT_LIMIT.maxLength! + 1));
    expect(box).toHaveAccessibleDescription(`Optional Use at most ${LINE_TEXT_LIMIT.maxLength} characters`);
  });

  it("a case's description: the schema's 2000 (the spec's), line breaks allowed, control characters not", async () => {
    const max = textLimitOf('case', 'description').maxLength!;
    expect(max).toBe(schemaOf('case', 'description').maxLength);
    expect(max).toBe(CASE_DESCRIPTION_MAX);
    renderInForm(<TextareaField name="description" label="Description" maxLength={max} />);
    const box = screen.getByRole('textbox', { name: /Description/ });
    await paste(box, `First line\r\nsecond line`);
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(box);
    await paste(box, 'Help\u0007');
    expect(box).toHaveAccessibleDescription(`Remaining characters ${max - 5} ${CONTROL_MESSAGE}`);
  });
});
