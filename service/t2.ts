import { wordAmounts } from './src/modules/analysis/builtin/money-in-words.js'
for (const t of ['Shipping is a flat two hundred and fifty dollars per delivery', 'Can we split it? A hundred and twenty-five each?', 'the first order comes to fourteen thousand four hundred dollars plus', 'платили сто двадцать тысяч рублей в год', 'offerte au-dessus de deux mille euros de commande', 'twelve months, fifty thousand rows', 'quatre-vingt-dix euros', 'двести сорок пять тысяч рублей'])
  console.log(t, JSON.stringify(wordAmounts(t, [250])))
