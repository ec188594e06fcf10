/** Page sizes of every generated table (delivery-order.md §9: 10, 25, 50, 100; default 10). */
export const PAGE_SIZES = [10, 25, 50, 100];
