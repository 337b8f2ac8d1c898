/**
 * Prints the page while the body carries `printingClass`: the print styles keyed to that class
 * show only a print sheet (not the page, not the modal); the class goes once printing is over.
 */
export function printWithBodyClass(printingClass: string): void {
  const done = () => {
    document.body.classList.remove(printingClass);
    window.removeEventListener('afterprint', done);
  };
  document.body.classList.add(printingClass);
  window.addEventListener('afterprint', done);
  window.print();
}
