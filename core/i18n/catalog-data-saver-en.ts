// The data-saver switch in the shop's menus (issue 29 item 3, docs/decisions/070). Its Bangla
// is catalog-data-saver-bn.ts.
export const dataSaverEn = {
  'dataSaver.turnOn': 'Save data',
  'dataSaver.turnOff': 'Data saver on: turn off',
  'dataSaver.explainOn': 'Smaller pictures and nothing loaded ahead, for a slow or costly connection',
  'dataSaver.explainOff': 'Show full-size pictures again',
} as const;
