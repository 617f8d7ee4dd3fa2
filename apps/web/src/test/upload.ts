import userEvent from '@testing-library/user-event';

/** Picks a JSON file with this content in the file input of `container` (a dialog), as a person does. */
export async function uploadJsonFile(container: HTMLElement, content: string, name: string) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, new File([content], name, { type: 'application/json' }));
}
