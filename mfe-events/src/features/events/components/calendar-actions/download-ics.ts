/** A file name for an event's .ics: its title in safe characters. */
export function icsFileName(title: string): string {
  const base = title.trim().replace(/[^\w\s-]+/g, '').replace(/\s+/g, '-').slice(0, 60) || 'event';
  return `${base}.ics`;
}

/** Lets the browser save `text` as an iCalendar file. */
export function saveIcs(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
