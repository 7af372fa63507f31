import { ApiErrorBody } from '../kit';

export const notFoundResponse = {
  404: {
    description: 'No such product in this shop',
    content: { 'application/json': { schema: ApiErrorBody } },
  },
};
