/**
 * The editing screen's own confirmation: a modal dialog (the page's <dialog>) with a title, lines
 * of text, a list and lines after it, and one button per choice. Unlike window.confirm it can say what a change
 * touches and offer more than yes or no; Escape is the last choice (the safe one).
 */
export type Choice<T> = { label: string; value: T };

export function askUser<T>(
  title: string,
  paragraphs: string[],
  list: string[],
  choices: Array<Choice<T>>,
  after: string[] = [],
): Promise<T> {
  const dialog = document.createElement('dialog');
  dialog.id = 'screen-confirm';
  dialog.setAttribute('aria-labelledby', 'screen-confirm-title');
  const element = document.createElement('h2');
  element.id = 'screen-confirm-title';
  element.textContent = title;
  dialog.append(element);
  for (const text of paragraphs) {
    const htmlParagraphElement = document.createElement('p');
    htmlParagraphElement.textContent = text;
    dialog.append(htmlParagraphElement);
  }
  if (list.length) {
    const ul = document.createElement('ul');
    for (const item of list) {
      const li = document.createElement('li');
      li.textContent = item;
      ul.append(li);
    }
    dialog.append(ul);
  }
  for (const text of after) {
    const htmlParagraphElement = document.createElement('p');
    htmlParagraphElement.textContent = text;
    dialog.append(htmlParagraphElement);
  }
  const row = document.createElement('div');
  row.className = 'choices';
  dialog.append(row);
  document.body.append(dialog);
  return new Promise<T>((resolve) => {
    const done = (value: T) => {
      dialog.close();
      dialog.remove();
      resolve(value);
    };
    choices.forEach((choice, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = choice.label;
      if (i === 0) button.className = 'primary';
      button.addEventListener('click', () => done(choice.value));
      row.append(button);
    });
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      done(choices[choices.length - 1].value);
    });
    dialog.showModal();
  });
}
