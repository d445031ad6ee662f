import { Type, type Static } from '@sinclair/typebox'

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })
const Title = Type.String({ minLength: 1, maxLength: 200 })
const Member = Type.Object(
  { img: Type.String({ maxLength: 500 }), name: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
)

export const KanbanBoardSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    itemsIds: Type.Array(Type.Integer(), { description: 'Items of the board, in order' }),
  },
  { additionalProperties: false },
)
export type KanbanBoard = Static<typeof KanbanBoardSchema>

export const KanbanItemSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    dueDate: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
    labels: Type.Array(Type.String()),
    members: Type.Array(Member),
    comments: Type.String(),
    attachments: Type.Integer({ description: 'Number of attachments' }),
    commentsCount: Type.Integer(),
    image: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type KanbanItem = Static<typeof KanbanItemSchema>

export const KanbanStateSchema = Type.Object(
  { boards: Type.Array(KanbanBoardSchema), items: Type.Array(KanbanItemSchema) },
  { additionalProperties: false },
)
export type KanbanState = Static<typeof KanbanStateSchema>

export const AddBoardBody = Type.Object({ title: Title }, { additionalProperties: false })
export const RenameBoardBody = Type.Object({ boardId: Id, newName: Title }, { additionalProperties: false })
export const BoardOrderBody = Type.Array(Id, {
  minItems: 1,
  maxItems: 200,
  description: 'Every board id, in the new order',
})

/** Spec section 5: an item needs a title and a board name; boardId picks the board when given. */
export const AddItemBody = Type.Object(
  {
    itemTitle: Type.Optional(Type.String({ maxLength: 200 })),
    boardName: Type.Optional(Type.String({ maxLength: 200 })),
    boardId: Type.Optional(Id),
  },
  { additionalProperties: false },
)
export type AddItemBody = Static<typeof AddItemBody>

export const ItemChanges = Type.Object(
  {
    id: Id,
    title: Type.Optional(Title),
    dueDate: Type.Optional(Type.Union([Type.String({ format: 'date', maxLength: 10 }), Type.Null()])),
    labels: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 })),
    members: Type.Optional(Type.Array(Member, { maxItems: 50 })),
    comments: Type.Optional(Type.String({ maxLength: 5000 })),
    attachments: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    commentsCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    image: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
)
export type ItemChanges = Static<typeof ItemChanges>
export const UpdateItemBody = Type.Object({ item: ItemChanges }, { additionalProperties: false })

export const ItemOrderBody = Type.Object(
  {
    boardId: Id,
    ids: Type.Array(Id, {
      maxItems: 1000,
      description: 'The board’s items in their new order; items listed here move to this board',
    }),
  },
  { additionalProperties: false },
)
