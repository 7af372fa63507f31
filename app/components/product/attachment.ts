/** A file the shopper uploaded for a product that asks for one: its stored name and the name it had. */
export interface Attachment {
  dbName: string;
  realName: string;
}
