"""The methods ``dataclasses`` writes for mjgui's classes at a start, as module code: generated
by tools/make_dataclass_code.py; do not edit (``make generated``).

Each ``def __create_fn__`` below is, character for character, a text Python 3.11's
``dataclasses._create_fn`` compiles for one method of a class of mjgui that a start imports; its
code is kept in ``CODE`` under that text. Python compiles this module once into its bytecode cache
(the bundle ships it compiled), and mjgui.dataclass_code takes the code from here instead of
compiling the text at every start. Not formatted nor linted: the texts must stay as they are.
"""

PYTHON = (3, 11)
#: mjgui.dataclass_code.fingerprint(dataclasses._create_fn.__code__) of the Python that wrote this
CREATE_FN = (b'\x97\x00|\x04\x80\x02i\x00}\x04d\x01}\x06|\x05t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x01r\x07|\x05|\x04d\x02<\x00\x00\x00d\x03}\x06d\x04\xa0\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x01d\x05\xa0\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x06\x84\x00|\x02D\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x02d\x07|\x00\x9b\x00d\x08|\x01\x9b\x00d\t|\x06\x9b\x00d\n|\x02\x9b\x00\x9d\x08}\x07d\x0b\xa0\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x04\xa0\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x08d\x0c|\x08\x9b\x00d\r|\x07\x9b\x00d\x0e|\x00\x9b\x00\x9d\x06}\x07i\x00}\tt\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07|\x03|\t\xa6\x03\x00\x00\xab\x03\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x02\x00|\td\x0f\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x10i\x00|\x04\xa4\x01\x8e\x01S\x00', ('MISSING', 'join', 'keys', 'exec'), ('name', 'args', 'body', 'globals', 'locals', 'return_type', 'return_annotation', 'txt', 'local_vars', 'ns'), (), (None, '', '_return_type', '->_return_type', ',', '\n', (b'K\x00\x01\x00\x97\x00|\x00]\t}\x01d\x00|\x01\x9b\x00\x9d\x02V\x00\x97\x01\x01\x00\x8c\nd\x01S\x00', (), ('.0', 'b'), (), ('  ', None)), ' def ', '(', ')', ':\n', ', ', 'def __create_fn__(', '):\n', '\n return ', '__create_fn__', ()))

CODE = {}

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.base,self.dealer,self.tsumo,self.ron,self.dealer_pays,self.non_dealer_pays,self.each_pays,self.honba,self.honba_points,self.sticks,self.sticks_points,self.total,self.players,)==(other.base,other.dealer,other.tsumo,other.ron,other.dealer_pays,other.non_dealer_pays,other.each_pays,other.honba,other.honba_points,other.sticks,other.sticks_points,other.total,other.players,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.base,self.dealer,self.tsumo,self.ron,self.dealer_pays,self.non_dealer_pays,self.each_pays,self.honba,self.honba_points,self.sticks,self.sticks_points,self.total,self.players,)==(other.base,other.dealer,other.tsumo,other.ron,other.dealer_pays,other.non_dealer_pays,other.each_pays,other.honba,other.honba_points,other.sticks,other.sticks_points,other.total,other.players,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.params,)==(other.code,other.params,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.params,)==(other.code,other.params,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.params,self.value,)==(other.code,other.params,other.value,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.params,self.value,)==(other.code,other.params,other.value,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.concealed,self.melds,)==(other.concealed,other.melds,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.concealed,self.melds,)==(other.concealed,other.melds,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.concealed,self.win_tile,self.melds,self.tsumo,self.seat,self.round_wind,self.dora,self.ura,self.nuki,self.riichi,self.double_riichi,self.ippatsu,self.rinshan,self.chankan,self.haitei,self.houtei,self.tenhou,self.chiihou,self.renhou,self.honba,self.sticks,self.renchan,self.discarder,self.rules,self.liable,self.paid_honba,)==(other.concealed,other.win_tile,other.melds,other.tsumo,other.seat,other.round_wind,other.dora,other.ura,other.nuki,other.riichi,other.double_riichi,other.ippatsu,other.rinshan,other.chankan,other.haitei,other.houtei,other.tenhou,other.chiihou,other.renhou,other.honba,other.sticks,other.renchan,other.discarder,other.rules,other.liable,other.paid_honba,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.concealed,self.win_tile,self.melds,self.tsumo,self.seat,self.round_wind,self.dora,self.ura,self.nuki,self.riichi,self.double_riichi,self.ippatsu,self.rinshan,self.chankan,self.haitei,self.houtei,self.tenhou,self.chiihou,self.renhou,self.honba,self.sticks,self.renchan,self.discarder,self.rules,self.liable,self.paid_honba,)==(other.concealed,other.win_tile,other.melds,other.tsumo,other.seat,other.round_wind,other.dora,other.ura,other.nuki,other.riichi,other.double_riichi,other.ippatsu,other.rinshan,other.chankan,other.haitei,other.houtei,other.tenhou,other.chiihou,other.renhou,other.honba,other.sticks,other.renchan,other.discarder,other.rules,other.liable,other.paid_honba,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.fu,self.reason,self.tiles,)==(other.fu,other.reason,other.tiles,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.fu,self.reason,self.tiles,)==(other.fu,other.reason,other.tiles,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.code,self.params,self.more,)==(other.id,other.code,other.params,other.more,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.code,self.params,self.more,)==(other.id,other.code,other.params,other.more,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.han,self.yakuman,)==(other.id,other.han,other.yakuman,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.han,self.yakuman,)==(other.id,other.han,other.yakuman,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.items,self.raw,self.fu,)==(other.items,other.raw,other.fu,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.items,self.raw,self.fu,)==(other.items,other.raw,other.fu,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.first,self.opened,self.declared,)==(other.kind,other.first,other.opened,other.declared,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.first,self.opened,self.declared,)==(other.kind,other.first,other.opened,other.declared,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.path,self.aside,self.line,self.text,)==(other.kind,other.path,other.aside,other.line,other.text,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.path,self.aside,self.line,self.text,)==(other.kind,other.path,other.aside,other.line,other.text,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.red,)==(other.kind,other.red,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.red,)==(other.kind,other.red,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.tiles,)==(other.kind,other.tiles,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.tiles,)==(other.kind,other.tiles,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.edition,self.players,self.removed_kinds,self.chi,self.nuki,self.aka,self.kuitan,self.renhou,self.ryanhan_shibari,self.ryanhan_threshold,self.paarenchan,self.paarenchan_threshold,self.paarenchan_needs_yaku,self.double_yakuman,self.yakuman_stacking,self.kazoe,self.chiitoitsu_50fu,self.double_wind_pair_fu,self.rinshan_tsumo_fu,self.kiriage,self.honba_ron,self.pao,self.pao_whole,self.pao_liable_honba,self.start_points,self.return_points,self.uma,self.east_only,self.sticks_to_first,self.buttobi,self.abortive_draws,self.nagashi_mangan,self.agari_yame,self.tenpai_yame,self.overtime,self.atama_hane,self.multiple_ron_honba,self.triple_ron_abort,self.wareme,self.chombo_at_end,self.chombo_score_penalty,self.noten_total,self.score_rounding,self.score_rounding_half,self.tie_uma,self.overtime_points,)==(other.name,other.edition,other.players,other.removed_kinds,other.chi,other.nuki,other.aka,other.kuitan,other.renhou,other.ryanhan_shibari,other.ryanhan_threshold,other.paarenchan,other.paarenchan_threshold,other.paarenchan_needs_yaku,other.double_yakuman,other.yakuman_stacking,other.kazoe,other.chiitoitsu_50fu,other.double_wind_pair_fu,other.rinshan_tsumo_fu,other.kiriage,other.honba_ron,other.pao,other.pao_whole,other.pao_liable_honba,other.start_points,other.return_points,other.uma,other.east_only,other.sticks_to_first,other.buttobi,other.abortive_draws,other.nagashi_mangan,other.agari_yame,other.tenpai_yame,other.overtime,other.atama_hane,other.multiple_ron_honba,other.triple_ron_abort,other.wareme,other.chombo_at_end,other.chombo_score_penalty,other.noten_total,other.score_rounding,other.score_rounding_half,other.tie_uma,other.overtime_points,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.edition,self.players,self.removed_kinds,self.chi,self.nuki,self.aka,self.kuitan,self.renhou,self.ryanhan_shibari,self.ryanhan_threshold,self.paarenchan,self.paarenchan_threshold,self.paarenchan_needs_yaku,self.double_yakuman,self.yakuman_stacking,self.kazoe,self.chiitoitsu_50fu,self.double_wind_pair_fu,self.rinshan_tsumo_fu,self.kiriage,self.honba_ron,self.pao,self.pao_whole,self.pao_liable_honba,self.start_points,self.return_points,self.uma,self.east_only,self.sticks_to_first,self.buttobi,self.abortive_draws,self.nagashi_mangan,self.agari_yame,self.tenpai_yame,self.overtime,self.atama_hane,self.multiple_ron_honba,self.triple_ron_abort,self.wareme,self.chombo_at_end,self.chombo_score_penalty,self.noten_total,self.score_rounding,self.score_rounding_half,self.tie_uma,self.overtime_points,)==(other.name,other.edition,other.players,other.removed_kinds,other.chi,other.nuki,other.aka,other.kuitan,other.renhou,other.ryanhan_shibari,other.ryanhan_threshold,other.paarenchan,other.paarenchan_threshold,other.paarenchan_needs_yaku,other.double_yakuman,other.yakuman_stacking,other.kazoe,other.chiitoitsu_50fu,other.double_wind_pair_fu,other.rinshan_tsumo_fu,other.kiriage,other.honba_ron,other.pao,other.pao_whole,other.pao_liable_honba,other.start_points,other.return_points,other.uma,other.east_only,other.sticks_to_first,other.buttobi,other.abortive_draws,other.nagashi_mangan,other.agari_yame,other.tenpai_yame,other.overtime,other.atama_hane,other.multiple_ron_honba,other.triple_ron_abort,other.wareme,other.chombo_at_end,other.chombo_score_penalty,other.noten_total,other.score_rounding,other.score_rounding_half,other.tie_uma,other.overtime_points,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.kind,self.field,self.help,self.read,self.values,self.default,self.dest,self.metavar,self.choices,self.rank,self.whole,)==(other.name,other.kind,other.field,other.help,other.read,other.values,other.default,other.dest,other.metavar,other.choices,other.rank,other.whole,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.kind,self.field,self.help,self.read,self.values,self.default,self.dest,self.metavar,self.choices,self.rank,self.whole,)==(other.name,other.kind,other.field,other.help,other.read,other.values,other.default,other.dest,other.metavar,other.choices,other.rank,other.whole,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.points,self.limit,self.raw,)==(other.points,other.limit,other.raw,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.points,self.limit,self.raw,)==(other.points,other.limit,other.raw,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.reading,self.yaku,self.han,self.yaku_han,self.fu,self.yakuman,self.base,self.payment,self.no_win,)==(other.reading,other.yaku,other.han,other.yaku_han,other.fu,other.yakuman,other.base,other.payment,other.no_win,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.reading,self.yaku,self.han,self.yaku_han,self.fu,self.yakuman,self.base,self.payment,self.no_win,)==(other.reading,other.yaku,other.han,other.yaku_han,other.fu,other.yakuman,other.base,other.payment,other.no_win,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.shape,self.groups,self.wait,self.win_group,)==(other.shape,other.groups,other.wait,other.win_group,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.shape,self.groups,self.wait,self.win_group,)==(other.shape,other.groups,other.wait,other.win_group,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.spec,self.lang,self.explain,)==(other.spec,other.lang,other.explain,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.spec,self.lang,self.explain,)==(other.spec,other.lang,other.explain,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.spec,self.readings,self.best,self.no_win,)==(other.spec,other.readings,other.best,other.no_win,)
  return NotImplemented
 return __eq__

CODE['def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.spec,self.readings,self.best,self.no_win,)==(other.spec,other.readings,other.best,other.no_win,)\n  return NotImplemented\n return __eq__'] = __create_fn__.__code__

def __create_fn__():
 def __ge__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.red,)>=(other.kind,other.red,)
  return NotImplemented
 return __ge__

CODE['def __create_fn__():\n def __ge__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.red,)>=(other.kind,other.red,)\n  return NotImplemented\n return __ge__'] = __create_fn__.__code__

def __create_fn__():
 def __gt__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.red,)>(other.kind,other.red,)
  return NotImplemented
 return __gt__

CODE['def __create_fn__():\n def __gt__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.red,)>(other.kind,other.red,)\n  return NotImplemented\n return __gt__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.base,self.dealer,self.tsumo,self.ron,self.dealer_pays,self.non_dealer_pays,self.each_pays,self.honba,self.honba_points,self.sticks,self.sticks_points,self.total,self.players,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.base,self.dealer,self.tsumo,self.ron,self.dealer_pays,self.non_dealer_pays,self.each_pays,self.honba,self.honba_points,self.sticks,self.sticks_points,self.total,self.players,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.params,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.params,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.params,self.value,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.params,self.value,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.concealed,self.melds,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.concealed,self.melds,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.concealed,self.win_tile,self.melds,self.tsumo,self.seat,self.round_wind,self.dora,self.ura,self.nuki,self.riichi,self.double_riichi,self.ippatsu,self.rinshan,self.chankan,self.haitei,self.houtei,self.tenhou,self.chiihou,self.renhou,self.honba,self.sticks,self.renchan,self.discarder,self.rules,self.liable,self.paid_honba,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.concealed,self.win_tile,self.melds,self.tsumo,self.seat,self.round_wind,self.dora,self.ura,self.nuki,self.riichi,self.double_riichi,self.ippatsu,self.rinshan,self.chankan,self.haitei,self.houtei,self.tenhou,self.chiihou,self.renhou,self.honba,self.sticks,self.renchan,self.discarder,self.rules,self.liable,self.paid_honba,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.fu,self.reason,self.tiles,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.fu,self.reason,self.tiles,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.code,self.params,self.more,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.code,self.params,self.more,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.han,self.yakuman,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.han,self.yakuman,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.items,self.raw,self.fu,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.items,self.raw,self.fu,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.first,self.opened,self.declared,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.first,self.opened,self.declared,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.path,self.aside,self.line,self.text,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.path,self.aside,self.line,self.text,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.red,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.red,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.tiles,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.tiles,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.edition,self.players,self.removed_kinds,self.chi,self.nuki,self.aka,self.kuitan,self.renhou,self.ryanhan_shibari,self.ryanhan_threshold,self.paarenchan,self.paarenchan_threshold,self.paarenchan_needs_yaku,self.double_yakuman,self.yakuman_stacking,self.kazoe,self.chiitoitsu_50fu,self.double_wind_pair_fu,self.rinshan_tsumo_fu,self.kiriage,self.honba_ron,self.pao,self.pao_whole,self.pao_liable_honba,self.start_points,self.return_points,self.uma,self.east_only,self.sticks_to_first,self.buttobi,self.abortive_draws,self.nagashi_mangan,self.agari_yame,self.tenpai_yame,self.overtime,self.atama_hane,self.multiple_ron_honba,self.triple_ron_abort,self.wareme,self.chombo_at_end,self.chombo_score_penalty,self.noten_total,self.score_rounding,self.score_rounding_half,self.tie_uma,self.overtime_points,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.edition,self.players,self.removed_kinds,self.chi,self.nuki,self.aka,self.kuitan,self.renhou,self.ryanhan_shibari,self.ryanhan_threshold,self.paarenchan,self.paarenchan_threshold,self.paarenchan_needs_yaku,self.double_yakuman,self.yakuman_stacking,self.kazoe,self.chiitoitsu_50fu,self.double_wind_pair_fu,self.rinshan_tsumo_fu,self.kiriage,self.honba_ron,self.pao,self.pao_whole,self.pao_liable_honba,self.start_points,self.return_points,self.uma,self.east_only,self.sticks_to_first,self.buttobi,self.abortive_draws,self.nagashi_mangan,self.agari_yame,self.tenpai_yame,self.overtime,self.atama_hane,self.multiple_ron_honba,self.triple_ron_abort,self.wareme,self.chombo_at_end,self.chombo_score_penalty,self.noten_total,self.score_rounding,self.score_rounding_half,self.tie_uma,self.overtime_points,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.kind,self.field,self.help,self.read,self.values,self.default,self.dest,self.metavar,self.choices,self.rank,self.whole,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.kind,self.field,self.help,self.read,self.values,self.default,self.dest,self.metavar,self.choices,self.rank,self.whole,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.points,self.limit,self.raw,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.points,self.limit,self.raw,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.reading,self.yaku,self.han,self.yaku_han,self.fu,self.yakuman,self.base,self.payment,self.no_win,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.reading,self.yaku,self.han,self.yaku_han,self.fu,self.yakuman,self.base,self.payment,self.no_win,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.shape,self.groups,self.wait,self.win_group,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.shape,self.groups,self.wait,self.win_group,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.spec,self.lang,self.explain,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.spec,self.lang,self.explain,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __hash__(self):
  return hash((self.spec,self.readings,self.best,self.no_win,))
 return __hash__

CODE['def __create_fn__():\n def __hash__(self):\n  return hash((self.spec,self.readings,self.best,self.no_win,))\n return __hash__'] = __create_fn__.__code__

def __create_fn__():
 def __le__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.red,)<=(other.kind,other.red,)
  return NotImplemented
 return __le__

CODE['def __create_fn__():\n def __le__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.red,)<=(other.kind,other.red,)\n  return NotImplemented\n return __le__'] = __create_fn__.__code__

def __create_fn__():
 def __lt__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.red,)<(other.kind,other.red,)
  return NotImplemented
 return __lt__

CODE['def __create_fn__():\n def __lt__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.red,)<(other.kind,other.red,)\n  return NotImplemented\n return __lt__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(base={self.base!r}, dealer={self.dealer!r}, tsumo={self.tsumo!r}, ron={self.ron!r}, dealer_pays={self.dealer_pays!r}, non_dealer_pays={self.non_dealer_pays!r}, each_pays={self.each_pays!r}, honba={self.honba!r}, honba_points={self.honba_points!r}, sticks={self.sticks!r}, sticks_points={self.sticks_points!r}, total={self.total!r}, players={self.players!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(base={self.base!r}, dealer={self.dealer!r}, tsumo={self.tsumo!r}, ron={self.ron!r}, dealer_pays={self.dealer_pays!r}, non_dealer_pays={self.non_dealer_pays!r}, each_pays={self.each_pays!r}, honba={self.honba!r}, honba_points={self.honba_points!r}, sticks={self.sticks!r}, sticks_points={self.sticks_points!r}, total={self.total!r}, players={self.players!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, params={self.params!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, params={self.params!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, params={self.params!r}, value={self.value!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, params={self.params!r}, value={self.value!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(concealed={self.concealed!r}, melds={self.melds!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(concealed={self.concealed!r}, melds={self.melds!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(concealed={self.concealed!r}, win_tile={self.win_tile!r}, melds={self.melds!r}, tsumo={self.tsumo!r}, seat={self.seat!r}, round_wind={self.round_wind!r}, dora={self.dora!r}, ura={self.ura!r}, nuki={self.nuki!r}, riichi={self.riichi!r}, double_riichi={self.double_riichi!r}, ippatsu={self.ippatsu!r}, rinshan={self.rinshan!r}, chankan={self.chankan!r}, haitei={self.haitei!r}, houtei={self.houtei!r}, tenhou={self.tenhou!r}, chiihou={self.chiihou!r}, renhou={self.renhou!r}, honba={self.honba!r}, sticks={self.sticks!r}, renchan={self.renchan!r}, discarder={self.discarder!r}, rules={self.rules!r}, liable={self.liable!r}, paid_honba={self.paid_honba!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(concealed={self.concealed!r}, win_tile={self.win_tile!r}, melds={self.melds!r}, tsumo={self.tsumo!r}, seat={self.seat!r}, round_wind={self.round_wind!r}, dora={self.dora!r}, ura={self.ura!r}, nuki={self.nuki!r}, riichi={self.riichi!r}, double_riichi={self.double_riichi!r}, ippatsu={self.ippatsu!r}, rinshan={self.rinshan!r}, chankan={self.chankan!r}, haitei={self.haitei!r}, houtei={self.houtei!r}, tenhou={self.tenhou!r}, chiihou={self.chiihou!r}, renhou={self.renhou!r}, honba={self.honba!r}, sticks={self.sticks!r}, renchan={self.renchan!r}, discarder={self.discarder!r}, rules={self.rules!r}, liable={self.liable!r}, paid_honba={self.paid_honba!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(fu={self.fu!r}, reason={self.reason!r}, tiles={self.tiles!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(fu={self.fu!r}, reason={self.reason!r}, tiles={self.tiles!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, code={self.code!r}, params={self.params!r}, more={self.more!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, code={self.code!r}, params={self.params!r}, more={self.more!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, han={self.han!r}, yakuman={self.yakuman!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, han={self.han!r}, yakuman={self.yakuman!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(items={self.items!r}, raw={self.raw!r}, fu={self.fu!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(items={self.items!r}, raw={self.raw!r}, fu={self.fu!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, first={self.first!r}, opened={self.opened!r}, declared={self.declared!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, first={self.first!r}, opened={self.opened!r}, declared={self.declared!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, path={self.path!r}, aside={self.aside!r}, line={self.line!r}, text={self.text!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, path={self.path!r}, aside={self.aside!r}, line={self.line!r}, text={self.text!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, red={self.red!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, red={self.red!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, tiles={self.tiles!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, tiles={self.tiles!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, edition={self.edition!r}, players={self.players!r}, removed_kinds={self.removed_kinds!r}, chi={self.chi!r}, nuki={self.nuki!r}, aka={self.aka!r}, kuitan={self.kuitan!r}, renhou={self.renhou!r}, ryanhan_shibari={self.ryanhan_shibari!r}, ryanhan_threshold={self.ryanhan_threshold!r}, paarenchan={self.paarenchan!r}, paarenchan_threshold={self.paarenchan_threshold!r}, paarenchan_needs_yaku={self.paarenchan_needs_yaku!r}, double_yakuman={self.double_yakuman!r}, yakuman_stacking={self.yakuman_stacking!r}, kazoe={self.kazoe!r}, chiitoitsu_50fu={self.chiitoitsu_50fu!r}, double_wind_pair_fu={self.double_wind_pair_fu!r}, rinshan_tsumo_fu={self.rinshan_tsumo_fu!r}, kiriage={self.kiriage!r}, honba_ron={self.honba_ron!r}, pao={self.pao!r}, pao_whole={self.pao_whole!r}, pao_liable_honba={self.pao_liable_honba!r}, start_points={self.start_points!r}, return_points={self.return_points!r}, uma={self.uma!r}, east_only={self.east_only!r}, sticks_to_first={self.sticks_to_first!r}, buttobi={self.buttobi!r}, abortive_draws={self.abortive_draws!r}, nagashi_mangan={self.nagashi_mangan!r}, agari_yame={self.agari_yame!r}, tenpai_yame={self.tenpai_yame!r}, overtime={self.overtime!r}, atama_hane={self.atama_hane!r}, multiple_ron_honba={self.multiple_ron_honba!r}, triple_ron_abort={self.triple_ron_abort!r}, wareme={self.wareme!r}, chombo_at_end={self.chombo_at_end!r}, chombo_score_penalty={self.chombo_score_penalty!r}, noten_total={self.noten_total!r}, score_rounding={self.score_rounding!r}, score_rounding_half={self.score_rounding_half!r}, tie_uma={self.tie_uma!r}, overtime_points={self.overtime_points!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, edition={self.edition!r}, players={self.players!r}, removed_kinds={self.removed_kinds!r}, chi={self.chi!r}, nuki={self.nuki!r}, aka={self.aka!r}, kuitan={self.kuitan!r}, renhou={self.renhou!r}, ryanhan_shibari={self.ryanhan_shibari!r}, ryanhan_threshold={self.ryanhan_threshold!r}, paarenchan={self.paarenchan!r}, paarenchan_threshold={self.paarenchan_threshold!r}, paarenchan_needs_yaku={self.paarenchan_needs_yaku!r}, double_yakuman={self.double_yakuman!r}, yakuman_stacking={self.yakuman_stacking!r}, kazoe={self.kazoe!r}, chiitoitsu_50fu={self.chiitoitsu_50fu!r}, double_wind_pair_fu={self.double_wind_pair_fu!r}, rinshan_tsumo_fu={self.rinshan_tsumo_fu!r}, kiriage={self.kiriage!r}, honba_ron={self.honba_ron!r}, pao={self.pao!r}, pao_whole={self.pao_whole!r}, pao_liable_honba={self.pao_liable_honba!r}, start_points={self.start_points!r}, return_points={self.return_points!r}, uma={self.uma!r}, east_only={self.east_only!r}, sticks_to_first={self.sticks_to_first!r}, buttobi={self.buttobi!r}, abortive_draws={self.abortive_draws!r}, nagashi_mangan={self.nagashi_mangan!r}, agari_yame={self.agari_yame!r}, tenpai_yame={self.tenpai_yame!r}, overtime={self.overtime!r}, atama_hane={self.atama_hane!r}, multiple_ron_honba={self.multiple_ron_honba!r}, triple_ron_abort={self.triple_ron_abort!r}, wareme={self.wareme!r}, chombo_at_end={self.chombo_at_end!r}, chombo_score_penalty={self.chombo_score_penalty!r}, noten_total={self.noten_total!r}, score_rounding={self.score_rounding!r}, score_rounding_half={self.score_rounding_half!r}, tie_uma={self.tie_uma!r}, overtime_points={self.overtime_points!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, kind={self.kind!r}, field={self.field!r}, help={self.help!r}, read={self.read!r}, values={self.values!r}, default={self.default!r}, dest={self.dest!r}, metavar={self.metavar!r}, choices={self.choices!r}, rank={self.rank!r}, whole={self.whole!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, kind={self.kind!r}, field={self.field!r}, help={self.help!r}, read={self.read!r}, values={self.values!r}, default={self.default!r}, dest={self.dest!r}, metavar={self.metavar!r}, choices={self.choices!r}, rank={self.rank!r}, whole={self.whole!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(points={self.points!r}, limit={self.limit!r}, raw={self.raw!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(points={self.points!r}, limit={self.limit!r}, raw={self.raw!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(reading={self.reading!r}, yaku={self.yaku!r}, han={self.han!r}, yaku_han={self.yaku_han!r}, fu={self.fu!r}, yakuman={self.yakuman!r}, base={self.base!r}, payment={self.payment!r}, no_win={self.no_win!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(reading={self.reading!r}, yaku={self.yaku!r}, han={self.han!r}, yaku_han={self.yaku_han!r}, fu={self.fu!r}, yakuman={self.yakuman!r}, base={self.base!r}, payment={self.payment!r}, no_win={self.no_win!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(shape={self.shape!r}, groups={self.groups!r}, wait={self.wait!r}, win_group={self.win_group!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(shape={self.shape!r}, groups={self.groups!r}, wait={self.wait!r}, win_group={self.win_group!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(spec={self.spec!r}, lang={self.lang!r}, explain={self.explain!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(spec={self.spec!r}, lang={self.lang!r}, explain={self.explain!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(spec={self.spec!r}, readings={self.readings!r}, best={self.best!r}, no_win={self.no_win!r})"
 return __repr__

CODE['def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(spec={self.spec!r}, readings={self.readings!r}, best={self.best!r}, no_win={self.no_win!r})"\n return __repr__'] = __create_fn__.__code__

def __create_fn__(_type_base, _type_dealer, _type_tsumo, _type_ron, _type_dealer_pays, _type_non_dealer_pays, _type_each_pays, _type_honba, _type_honba_points, _type_sticks, _type_sticks_points, _type_total, _type_players, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ron, _dflt_dealer_pays, _dflt_non_dealer_pays, _dflt_each_pays, _dflt_honba, _dflt_honba_points, _dflt_sticks, _dflt_sticks_points, _dflt_total, _dflt_players, _return_type):
 def __init__(self,base:_type_base,dealer:_type_dealer,tsumo:_type_tsumo,ron:_type_ron=_dflt_ron,dealer_pays:_type_dealer_pays=_dflt_dealer_pays,non_dealer_pays:_type_non_dealer_pays=_dflt_non_dealer_pays,each_pays:_type_each_pays=_dflt_each_pays,honba:_type_honba=_dflt_honba,honba_points:_type_honba_points=_dflt_honba_points,sticks:_type_sticks=_dflt_sticks,sticks_points:_type_sticks_points=_dflt_sticks_points,total:_type_total=_dflt_total,players:_type_players=_dflt_players)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'base',base)
  __dataclass_builtins_object__.__setattr__(self,'dealer',dealer)
  __dataclass_builtins_object__.__setattr__(self,'tsumo',tsumo)
  __dataclass_builtins_object__.__setattr__(self,'ron',ron)
  __dataclass_builtins_object__.__setattr__(self,'dealer_pays',dealer_pays)
  __dataclass_builtins_object__.__setattr__(self,'non_dealer_pays',non_dealer_pays)
  __dataclass_builtins_object__.__setattr__(self,'each_pays',each_pays)
  __dataclass_builtins_object__.__setattr__(self,'honba',honba)
  __dataclass_builtins_object__.__setattr__(self,'honba_points',honba_points)
  __dataclass_builtins_object__.__setattr__(self,'sticks',sticks)
  __dataclass_builtins_object__.__setattr__(self,'sticks_points',sticks_points)
  __dataclass_builtins_object__.__setattr__(self,'total',total)
  __dataclass_builtins_object__.__setattr__(self,'players',players)
 return __init__

CODE["def __create_fn__(_type_base, _type_dealer, _type_tsumo, _type_ron, _type_dealer_pays, _type_non_dealer_pays, _type_each_pays, _type_honba, _type_honba_points, _type_sticks, _type_sticks_points, _type_total, _type_players, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ron, _dflt_dealer_pays, _dflt_non_dealer_pays, _dflt_each_pays, _dflt_honba, _dflt_honba_points, _dflt_sticks, _dflt_sticks_points, _dflt_total, _dflt_players, _return_type):\n def __init__(self,base:_type_base,dealer:_type_dealer,tsumo:_type_tsumo,ron:_type_ron=_dflt_ron,dealer_pays:_type_dealer_pays=_dflt_dealer_pays,non_dealer_pays:_type_non_dealer_pays=_dflt_non_dealer_pays,each_pays:_type_each_pays=_dflt_each_pays,honba:_type_honba=_dflt_honba,honba_points:_type_honba_points=_dflt_honba_points,sticks:_type_sticks=_dflt_sticks,sticks_points:_type_sticks_points=_dflt_sticks_points,total:_type_total=_dflt_total,players:_type_players=_dflt_players)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'base',base)\n  __dataclass_builtins_object__.__setattr__(self,'dealer',dealer)\n  __dataclass_builtins_object__.__setattr__(self,'tsumo',tsumo)\n  __dataclass_builtins_object__.__setattr__(self,'ron',ron)\n  __dataclass_builtins_object__.__setattr__(self,'dealer_pays',dealer_pays)\n  __dataclass_builtins_object__.__setattr__(self,'non_dealer_pays',non_dealer_pays)\n  __dataclass_builtins_object__.__setattr__(self,'each_pays',each_pays)\n  __dataclass_builtins_object__.__setattr__(self,'honba',honba)\n  __dataclass_builtins_object__.__setattr__(self,'honba_points',honba_points)\n  __dataclass_builtins_object__.__setattr__(self,'sticks',sticks)\n  __dataclass_builtins_object__.__setattr__(self,'sticks_points',sticks_points)\n  __dataclass_builtins_object__.__setattr__(self,'total',total)\n  __dataclass_builtins_object__.__setattr__(self,'players',players)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_code, _type_params, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _return_type):
 def __init__(self,code:_type_code,params:_type_params=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'params',_dflt_params() if params is _HAS_DEFAULT_FACTORY else params)
 return __init__

CODE["def __create_fn__(_type_code, _type_params, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _return_type):\n def __init__(self,code:_type_code,params:_type_params=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'params',_dflt_params() if params is _HAS_DEFAULT_FACTORY else params)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_code, _type_params, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _return_type):
 def __init__(self,code:_type_code,params:_type_params=_dflt_params)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'params',params)
 return __init__

CODE["def __create_fn__(_type_code, _type_params, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _return_type):\n def __init__(self,code:_type_code,params:_type_params=_dflt_params)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'params',params)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_code, _type_params, _type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,code:_type_code,params:_type_params,value:_type_value)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'params',params)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
 return __init__

CODE["def __create_fn__(_type_code, _type_params, _type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,code:_type_code,params:_type_params,value:_type_value)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'params',params)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_concealed, _type_melds, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_concealed, _dflt_melds, _return_type):
 def __init__(self,concealed:_type_concealed=_dflt_concealed,melds:_type_melds=_dflt_melds)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'concealed',concealed)
  __dataclass_builtins_object__.__setattr__(self,'melds',melds)
 return __init__

CODE["def __create_fn__(_type_concealed, _type_melds, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_concealed, _dflt_melds, _return_type):\n def __init__(self,concealed:_type_concealed=_dflt_concealed,melds:_type_melds=_dflt_melds)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'concealed',concealed)\n  __dataclass_builtins_object__.__setattr__(self,'melds',melds)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_concealed, _type_win_tile, _type_melds, _type_tsumo, _type_seat, _type_round_wind, _type_dora, _type_ura, _type_nuki, _type_riichi, _type_double_riichi, _type_ippatsu, _type_rinshan, _type_chankan, _type_haitei, _type_houtei, _type_tenhou, _type_chiihou, _type_renhou, _type_honba, _type_sticks, _type_renchan, _type_discarder, _type_rules, _type_liable, _type_paid_honba, _type_closed, _type_kans, _type__all_tiles, _type_concealed_counts, _type_tile_kinds, _type_red_fives, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_melds, _dflt_tsumo, _dflt_seat, _dflt_round_wind, _dflt_dora, _dflt_ura, _dflt_nuki, _dflt_riichi, _dflt_double_riichi, _dflt_ippatsu, _dflt_rinshan, _dflt_chankan, _dflt_haitei, _dflt_houtei, _dflt_tenhou, _dflt_chiihou, _dflt_renhou, _dflt_honba, _dflt_sticks, _dflt_renchan, _dflt_discarder, _dflt_rules, _dflt_liable, _dflt_paid_honba, _return_type):
 def __init__(self,concealed:_type_concealed,win_tile:_type_win_tile,melds:_type_melds=_dflt_melds,tsumo:_type_tsumo=_dflt_tsumo,seat:_type_seat=_dflt_seat,round_wind:_type_round_wind=_dflt_round_wind,dora:_type_dora=_dflt_dora,ura:_type_ura=_dflt_ura,nuki:_type_nuki=_dflt_nuki,riichi:_type_riichi=_dflt_riichi,double_riichi:_type_double_riichi=_dflt_double_riichi,ippatsu:_type_ippatsu=_dflt_ippatsu,rinshan:_type_rinshan=_dflt_rinshan,chankan:_type_chankan=_dflt_chankan,haitei:_type_haitei=_dflt_haitei,houtei:_type_houtei=_dflt_houtei,tenhou:_type_tenhou=_dflt_tenhou,chiihou:_type_chiihou=_dflt_chiihou,renhou:_type_renhou=_dflt_renhou,honba:_type_honba=_dflt_honba,sticks:_type_sticks=_dflt_sticks,renchan:_type_renchan=_dflt_renchan,discarder:_type_discarder=_dflt_discarder,rules:_type_rules=_dflt_rules,liable:_type_liable=_dflt_liable,paid_honba:_type_paid_honba=_dflt_paid_honba)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'concealed',concealed)
  __dataclass_builtins_object__.__setattr__(self,'win_tile',win_tile)
  __dataclass_builtins_object__.__setattr__(self,'melds',melds)
  __dataclass_builtins_object__.__setattr__(self,'tsumo',tsumo)
  __dataclass_builtins_object__.__setattr__(self,'seat',seat)
  __dataclass_builtins_object__.__setattr__(self,'round_wind',round_wind)
  __dataclass_builtins_object__.__setattr__(self,'dora',dora)
  __dataclass_builtins_object__.__setattr__(self,'ura',ura)
  __dataclass_builtins_object__.__setattr__(self,'nuki',nuki)
  __dataclass_builtins_object__.__setattr__(self,'riichi',riichi)
  __dataclass_builtins_object__.__setattr__(self,'double_riichi',double_riichi)
  __dataclass_builtins_object__.__setattr__(self,'ippatsu',ippatsu)
  __dataclass_builtins_object__.__setattr__(self,'rinshan',rinshan)
  __dataclass_builtins_object__.__setattr__(self,'chankan',chankan)
  __dataclass_builtins_object__.__setattr__(self,'haitei',haitei)
  __dataclass_builtins_object__.__setattr__(self,'houtei',houtei)
  __dataclass_builtins_object__.__setattr__(self,'tenhou',tenhou)
  __dataclass_builtins_object__.__setattr__(self,'chiihou',chiihou)
  __dataclass_builtins_object__.__setattr__(self,'renhou',renhou)
  __dataclass_builtins_object__.__setattr__(self,'honba',honba)
  __dataclass_builtins_object__.__setattr__(self,'sticks',sticks)
  __dataclass_builtins_object__.__setattr__(self,'renchan',renchan)
  __dataclass_builtins_object__.__setattr__(self,'discarder',discarder)
  __dataclass_builtins_object__.__setattr__(self,'rules',rules)
  __dataclass_builtins_object__.__setattr__(self,'liable',liable)
  __dataclass_builtins_object__.__setattr__(self,'paid_honba',paid_honba)
  self.__post_init__()
 return __init__

CODE["def __create_fn__(_type_concealed, _type_win_tile, _type_melds, _type_tsumo, _type_seat, _type_round_wind, _type_dora, _type_ura, _type_nuki, _type_riichi, _type_double_riichi, _type_ippatsu, _type_rinshan, _type_chankan, _type_haitei, _type_houtei, _type_tenhou, _type_chiihou, _type_renhou, _type_honba, _type_sticks, _type_renchan, _type_discarder, _type_rules, _type_liable, _type_paid_honba, _type_closed, _type_kans, _type__all_tiles, _type_concealed_counts, _type_tile_kinds, _type_red_fives, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_melds, _dflt_tsumo, _dflt_seat, _dflt_round_wind, _dflt_dora, _dflt_ura, _dflt_nuki, _dflt_riichi, _dflt_double_riichi, _dflt_ippatsu, _dflt_rinshan, _dflt_chankan, _dflt_haitei, _dflt_houtei, _dflt_tenhou, _dflt_chiihou, _dflt_renhou, _dflt_honba, _dflt_sticks, _dflt_renchan, _dflt_discarder, _dflt_rules, _dflt_liable, _dflt_paid_honba, _return_type):\n def __init__(self,concealed:_type_concealed,win_tile:_type_win_tile,melds:_type_melds=_dflt_melds,tsumo:_type_tsumo=_dflt_tsumo,seat:_type_seat=_dflt_seat,round_wind:_type_round_wind=_dflt_round_wind,dora:_type_dora=_dflt_dora,ura:_type_ura=_dflt_ura,nuki:_type_nuki=_dflt_nuki,riichi:_type_riichi=_dflt_riichi,double_riichi:_type_double_riichi=_dflt_double_riichi,ippatsu:_type_ippatsu=_dflt_ippatsu,rinshan:_type_rinshan=_dflt_rinshan,chankan:_type_chankan=_dflt_chankan,haitei:_type_haitei=_dflt_haitei,houtei:_type_houtei=_dflt_houtei,tenhou:_type_tenhou=_dflt_tenhou,chiihou:_type_chiihou=_dflt_chiihou,renhou:_type_renhou=_dflt_renhou,honba:_type_honba=_dflt_honba,sticks:_type_sticks=_dflt_sticks,renchan:_type_renchan=_dflt_renchan,discarder:_type_discarder=_dflt_discarder,rules:_type_rules=_dflt_rules,liable:_type_liable=_dflt_liable,paid_honba:_type_paid_honba=_dflt_paid_honba)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'concealed',concealed)\n  __dataclass_builtins_object__.__setattr__(self,'win_tile',win_tile)\n  __dataclass_builtins_object__.__setattr__(self,'melds',melds)\n  __dataclass_builtins_object__.__setattr__(self,'tsumo',tsumo)\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'round_wind',round_wind)\n  __dataclass_builtins_object__.__setattr__(self,'dora',dora)\n  __dataclass_builtins_object__.__setattr__(self,'ura',ura)\n  __dataclass_builtins_object__.__setattr__(self,'nuki',nuki)\n  __dataclass_builtins_object__.__setattr__(self,'riichi',riichi)\n  __dataclass_builtins_object__.__setattr__(self,'double_riichi',double_riichi)\n  __dataclass_builtins_object__.__setattr__(self,'ippatsu',ippatsu)\n  __dataclass_builtins_object__.__setattr__(self,'rinshan',rinshan)\n  __dataclass_builtins_object__.__setattr__(self,'chankan',chankan)\n  __dataclass_builtins_object__.__setattr__(self,'haitei',haitei)\n  __dataclass_builtins_object__.__setattr__(self,'houtei',houtei)\n  __dataclass_builtins_object__.__setattr__(self,'tenhou',tenhou)\n  __dataclass_builtins_object__.__setattr__(self,'chiihou',chiihou)\n  __dataclass_builtins_object__.__setattr__(self,'renhou',renhou)\n  __dataclass_builtins_object__.__setattr__(self,'honba',honba)\n  __dataclass_builtins_object__.__setattr__(self,'sticks',sticks)\n  __dataclass_builtins_object__.__setattr__(self,'renchan',renchan)\n  __dataclass_builtins_object__.__setattr__(self,'discarder',discarder)\n  __dataclass_builtins_object__.__setattr__(self,'rules',rules)\n  __dataclass_builtins_object__.__setattr__(self,'liable',liable)\n  __dataclass_builtins_object__.__setattr__(self,'paid_honba',paid_honba)\n  self.__post_init__()\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_fu, _type_reason, _type_tiles, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_tiles, _return_type):
 def __init__(self,fu:_type_fu,reason:_type_reason,tiles:_type_tiles=_dflt_tiles)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'fu',fu)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
  __dataclass_builtins_object__.__setattr__(self,'tiles',tiles)
 return __init__

CODE["def __create_fn__(_type_fu, _type_reason, _type_tiles, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_tiles, _return_type):\n def __init__(self,fu:_type_fu,reason:_type_reason,tiles:_type_tiles=_dflt_tiles)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'fu',fu)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n  __dataclass_builtins_object__.__setattr__(self,'tiles',tiles)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_id, _type_code, _type_params, _type_more, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _dflt_more, _return_type):
 def __init__(self,id:_type_id,code:_type_code,params:_type_params=_HAS_DEFAULT_FACTORY,more:_type_more=_dflt_more)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'params',_dflt_params() if params is _HAS_DEFAULT_FACTORY else params)
  __dataclass_builtins_object__.__setattr__(self,'more',more)
 return __init__

CODE["def __create_fn__(_type_id, _type_code, _type_params, _type_more, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _dflt_more, _return_type):\n def __init__(self,id:_type_id,code:_type_code,params:_type_params=_HAS_DEFAULT_FACTORY,more:_type_more=_dflt_more)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'params',_dflt_params() if params is _HAS_DEFAULT_FACTORY else params)\n  __dataclass_builtins_object__.__setattr__(self,'more',more)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_id, _type_han, _type_yakuman, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_yakuman, _return_type):
 def __init__(self,id:_type_id,han:_type_han,yakuman:_type_yakuman=_dflt_yakuman)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'han',han)
  __dataclass_builtins_object__.__setattr__(self,'yakuman',yakuman)
 return __init__

CODE["def __create_fn__(_type_id, _type_han, _type_yakuman, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_yakuman, _return_type):\n def __init__(self,id:_type_id,han:_type_han,yakuman:_type_yakuman=_dflt_yakuman)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'han',han)\n  __dataclass_builtins_object__.__setattr__(self,'yakuman',yakuman)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_kind, _type_first, _type_opened, _type_declared, _type_kinds, _type_is_triplet, _type_has_yaochuu, _type__tiles, _type_code, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_opened, _dflt_declared, _return_type):
 def __init__(self,kind:_type_kind,first:_type_first,opened:_type_opened=_dflt_opened,declared:_type_declared=_dflt_declared)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'first',first)
  __dataclass_builtins_object__.__setattr__(self,'opened',opened)
  __dataclass_builtins_object__.__setattr__(self,'declared',declared)
  self.__post_init__()
 return __init__

CODE["def __create_fn__(_type_kind, _type_first, _type_opened, _type_declared, _type_kinds, _type_is_triplet, _type_has_yaochuu, _type__tiles, _type_code, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_opened, _dflt_declared, _return_type):\n def __init__(self,kind:_type_kind,first:_type_first,opened:_type_opened=_dflt_opened,declared:_type_declared=_dflt_declared)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'first',first)\n  __dataclass_builtins_object__.__setattr__(self,'opened',opened)\n  __dataclass_builtins_object__.__setattr__(self,'declared',declared)\n  self.__post_init__()\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_kind, _type_path, _type_aside, _type_line, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_aside, _dflt_line, _dflt_text, _return_type):
 def __init__(self,kind:_type_kind,path:_type_path,aside:_type_aside=_dflt_aside,line:_type_line=_dflt_line,text:_type_text=_dflt_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'aside',aside)
  __dataclass_builtins_object__.__setattr__(self,'line',line)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__

CODE["def __create_fn__(_type_kind, _type_path, _type_aside, _type_line, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_aside, _dflt_line, _dflt_text, _return_type):\n def __init__(self,kind:_type_kind,path:_type_path,aside:_type_aside=_dflt_aside,line:_type_line=_dflt_line,text:_type_text=_dflt_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'aside',aside)\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_kind, _type_red, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_red, _return_type):
 def __init__(self,kind:_type_kind,red:_type_red=_dflt_red)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'red',red)
  self.__post_init__()
 return __init__

CODE["def __create_fn__(_type_kind, _type_red, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_red, _return_type):\n def __init__(self,kind:_type_kind,red:_type_red=_dflt_red)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'red',red)\n  self.__post_init__()\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_kind, _type_tiles, _type_first, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,tiles:_type_tiles)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'tiles',tiles)
  self.__post_init__()
 return __init__

CODE["def __create_fn__(_type_kind, _type_tiles, _type_first, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,tiles:_type_tiles)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'tiles',tiles)\n  self.__post_init__()\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_name, _type_edition, _type_players, _type_removed_kinds, _type_chi, _type_nuki, _type_aka, _type_kuitan, _type_renhou, _type_ryanhan_shibari, _type_ryanhan_threshold, _type_paarenchan, _type_paarenchan_threshold, _type_paarenchan_needs_yaku, _type_double_yakuman, _type_yakuman_stacking, _type_kazoe, _type_chiitoitsu_50fu, _type_double_wind_pair_fu, _type_rinshan_tsumo_fu, _type_kiriage, _type_honba_ron, _type_pao, _type_pao_whole, _type_pao_liable_honba, _type_start_points, _type_return_points, _type_uma, _type_east_only, _type_sticks_to_first, _type_buttobi, _type_abortive_draws, _type_nagashi_mangan, _type_agari_yame, _type_tenpai_yame, _type_overtime, _type_atama_hane, _type_multiple_ron_honba, _type_triple_ron_abort, _type_wareme, _type_chombo_at_end, _type_chombo_score_penalty, _type_noten_total, _type_score_rounding, _type_score_rounding_half, _type_tie_uma, _type_overtime_points, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_edition, _dflt_players, _dflt_removed_kinds, _dflt_chi, _dflt_nuki, _dflt_aka, _dflt_kuitan, _dflt_renhou, _dflt_ryanhan_shibari, _dflt_ryanhan_threshold, _dflt_paarenchan, _dflt_paarenchan_threshold, _dflt_paarenchan_needs_yaku, _dflt_double_yakuman, _dflt_yakuman_stacking, _dflt_kazoe, _dflt_chiitoitsu_50fu, _dflt_double_wind_pair_fu, _dflt_rinshan_tsumo_fu, _dflt_kiriage, _dflt_honba_ron, _dflt_pao, _dflt_pao_whole, _dflt_pao_liable_honba, _dflt_start_points, _dflt_return_points, _dflt_uma, _dflt_east_only, _dflt_sticks_to_first, _dflt_buttobi, _dflt_abortive_draws, _dflt_nagashi_mangan, _dflt_agari_yame, _dflt_tenpai_yame, _dflt_overtime, _dflt_atama_hane, _dflt_multiple_ron_honba, _dflt_triple_ron_abort, _dflt_wareme, _dflt_chombo_at_end, _dflt_chombo_score_penalty, _dflt_noten_total, _dflt_score_rounding, _dflt_score_rounding_half, _dflt_tie_uma, _dflt_overtime_points, _return_type):
 def __init__(self,name:_type_name=_dflt_name,edition:_type_edition=_dflt_edition,players:_type_players=_dflt_players,removed_kinds:_type_removed_kinds=_dflt_removed_kinds,chi:_type_chi=_dflt_chi,nuki:_type_nuki=_dflt_nuki,aka:_type_aka=_dflt_aka,kuitan:_type_kuitan=_dflt_kuitan,renhou:_type_renhou=_dflt_renhou,ryanhan_shibari:_type_ryanhan_shibari=_dflt_ryanhan_shibari,ryanhan_threshold:_type_ryanhan_threshold=_dflt_ryanhan_threshold,paarenchan:_type_paarenchan=_dflt_paarenchan,paarenchan_threshold:_type_paarenchan_threshold=_dflt_paarenchan_threshold,paarenchan_needs_yaku:_type_paarenchan_needs_yaku=_dflt_paarenchan_needs_yaku,double_yakuman:_type_double_yakuman=_dflt_double_yakuman,yakuman_stacking:_type_yakuman_stacking=_dflt_yakuman_stacking,kazoe:_type_kazoe=_dflt_kazoe,chiitoitsu_50fu:_type_chiitoitsu_50fu=_dflt_chiitoitsu_50fu,double_wind_pair_fu:_type_double_wind_pair_fu=_dflt_double_wind_pair_fu,rinshan_tsumo_fu:_type_rinshan_tsumo_fu=_dflt_rinshan_tsumo_fu,kiriage:_type_kiriage=_dflt_kiriage,honba_ron:_type_honba_ron=_dflt_honba_ron,pao:_type_pao=_dflt_pao,pao_whole:_type_pao_whole=_dflt_pao_whole,pao_liable_honba:_type_pao_liable_honba=_dflt_pao_liable_honba,start_points:_type_start_points=_dflt_start_points,return_points:_type_return_points=_dflt_return_points,uma:_type_uma=_dflt_uma,east_only:_type_east_only=_dflt_east_only,sticks_to_first:_type_sticks_to_first=_dflt_sticks_to_first,buttobi:_type_buttobi=_dflt_buttobi,abortive_draws:_type_abortive_draws=_dflt_abortive_draws,nagashi_mangan:_type_nagashi_mangan=_dflt_nagashi_mangan,agari_yame:_type_agari_yame=_dflt_agari_yame,tenpai_yame:_type_tenpai_yame=_dflt_tenpai_yame,overtime:_type_overtime=_dflt_overtime,atama_hane:_type_atama_hane=_dflt_atama_hane,multiple_ron_honba:_type_multiple_ron_honba=_dflt_multiple_ron_honba,triple_ron_abort:_type_triple_ron_abort=_dflt_triple_ron_abort,wareme:_type_wareme=_dflt_wareme,chombo_at_end:_type_chombo_at_end=_dflt_chombo_at_end,chombo_score_penalty:_type_chombo_score_penalty=_dflt_chombo_score_penalty,noten_total:_type_noten_total=_dflt_noten_total,score_rounding:_type_score_rounding=_dflt_score_rounding,score_rounding_half:_type_score_rounding_half=_dflt_score_rounding_half,tie_uma:_type_tie_uma=_dflt_tie_uma,overtime_points:_type_overtime_points=_dflt_overtime_points)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'edition',edition)
  __dataclass_builtins_object__.__setattr__(self,'players',players)
  __dataclass_builtins_object__.__setattr__(self,'removed_kinds',removed_kinds)
  __dataclass_builtins_object__.__setattr__(self,'chi',chi)
  __dataclass_builtins_object__.__setattr__(self,'nuki',nuki)
  __dataclass_builtins_object__.__setattr__(self,'aka',aka)
  __dataclass_builtins_object__.__setattr__(self,'kuitan',kuitan)
  __dataclass_builtins_object__.__setattr__(self,'renhou',renhou)
  __dataclass_builtins_object__.__setattr__(self,'ryanhan_shibari',ryanhan_shibari)
  __dataclass_builtins_object__.__setattr__(self,'ryanhan_threshold',ryanhan_threshold)
  __dataclass_builtins_object__.__setattr__(self,'paarenchan',paarenchan)
  __dataclass_builtins_object__.__setattr__(self,'paarenchan_threshold',paarenchan_threshold)
  __dataclass_builtins_object__.__setattr__(self,'paarenchan_needs_yaku',paarenchan_needs_yaku)
  __dataclass_builtins_object__.__setattr__(self,'double_yakuman',double_yakuman)
  __dataclass_builtins_object__.__setattr__(self,'yakuman_stacking',yakuman_stacking)
  __dataclass_builtins_object__.__setattr__(self,'kazoe',kazoe)
  __dataclass_builtins_object__.__setattr__(self,'chiitoitsu_50fu',chiitoitsu_50fu)
  __dataclass_builtins_object__.__setattr__(self,'double_wind_pair_fu',double_wind_pair_fu)
  __dataclass_builtins_object__.__setattr__(self,'rinshan_tsumo_fu',rinshan_tsumo_fu)
  __dataclass_builtins_object__.__setattr__(self,'kiriage',kiriage)
  __dataclass_builtins_object__.__setattr__(self,'honba_ron',honba_ron)
  __dataclass_builtins_object__.__setattr__(self,'pao',pao)
  __dataclass_builtins_object__.__setattr__(self,'pao_whole',pao_whole)
  __dataclass_builtins_object__.__setattr__(self,'pao_liable_honba',pao_liable_honba)
  __dataclass_builtins_object__.__setattr__(self,'start_points',start_points)
  __dataclass_builtins_object__.__setattr__(self,'return_points',return_points)
  __dataclass_builtins_object__.__setattr__(self,'uma',uma)
  __dataclass_builtins_object__.__setattr__(self,'east_only',east_only)
  __dataclass_builtins_object__.__setattr__(self,'sticks_to_first',sticks_to_first)
  __dataclass_builtins_object__.__setattr__(self,'buttobi',buttobi)
  __dataclass_builtins_object__.__setattr__(self,'abortive_draws',abortive_draws)
  __dataclass_builtins_object__.__setattr__(self,'nagashi_mangan',nagashi_mangan)
  __dataclass_builtins_object__.__setattr__(self,'agari_yame',agari_yame)
  __dataclass_builtins_object__.__setattr__(self,'tenpai_yame',tenpai_yame)
  __dataclass_builtins_object__.__setattr__(self,'overtime',overtime)
  __dataclass_builtins_object__.__setattr__(self,'atama_hane',atama_hane)
  __dataclass_builtins_object__.__setattr__(self,'multiple_ron_honba',multiple_ron_honba)
  __dataclass_builtins_object__.__setattr__(self,'triple_ron_abort',triple_ron_abort)
  __dataclass_builtins_object__.__setattr__(self,'wareme',wareme)
  __dataclass_builtins_object__.__setattr__(self,'chombo_at_end',chombo_at_end)
  __dataclass_builtins_object__.__setattr__(self,'chombo_score_penalty',chombo_score_penalty)
  __dataclass_builtins_object__.__setattr__(self,'noten_total',noten_total)
  __dataclass_builtins_object__.__setattr__(self,'score_rounding',score_rounding)
  __dataclass_builtins_object__.__setattr__(self,'score_rounding_half',score_rounding_half)
  __dataclass_builtins_object__.__setattr__(self,'tie_uma',tie_uma)
  __dataclass_builtins_object__.__setattr__(self,'overtime_points',overtime_points)
  self.__post_init__()
 return __init__

CODE["def __create_fn__(_type_name, _type_edition, _type_players, _type_removed_kinds, _type_chi, _type_nuki, _type_aka, _type_kuitan, _type_renhou, _type_ryanhan_shibari, _type_ryanhan_threshold, _type_paarenchan, _type_paarenchan_threshold, _type_paarenchan_needs_yaku, _type_double_yakuman, _type_yakuman_stacking, _type_kazoe, _type_chiitoitsu_50fu, _type_double_wind_pair_fu, _type_rinshan_tsumo_fu, _type_kiriage, _type_honba_ron, _type_pao, _type_pao_whole, _type_pao_liable_honba, _type_start_points, _type_return_points, _type_uma, _type_east_only, _type_sticks_to_first, _type_buttobi, _type_abortive_draws, _type_nagashi_mangan, _type_agari_yame, _type_tenpai_yame, _type_overtime, _type_atama_hane, _type_multiple_ron_honba, _type_triple_ron_abort, _type_wareme, _type_chombo_at_end, _type_chombo_score_penalty, _type_noten_total, _type_score_rounding, _type_score_rounding_half, _type_tie_uma, _type_overtime_points, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_edition, _dflt_players, _dflt_removed_kinds, _dflt_chi, _dflt_nuki, _dflt_aka, _dflt_kuitan, _dflt_renhou, _dflt_ryanhan_shibari, _dflt_ryanhan_threshold, _dflt_paarenchan, _dflt_paarenchan_threshold, _dflt_paarenchan_needs_yaku, _dflt_double_yakuman, _dflt_yakuman_stacking, _dflt_kazoe, _dflt_chiitoitsu_50fu, _dflt_double_wind_pair_fu, _dflt_rinshan_tsumo_fu, _dflt_kiriage, _dflt_honba_ron, _dflt_pao, _dflt_pao_whole, _dflt_pao_liable_honba, _dflt_start_points, _dflt_return_points, _dflt_uma, _dflt_east_only, _dflt_sticks_to_first, _dflt_buttobi, _dflt_abortive_draws, _dflt_nagashi_mangan, _dflt_agari_yame, _dflt_tenpai_yame, _dflt_overtime, _dflt_atama_hane, _dflt_multiple_ron_honba, _dflt_triple_ron_abort, _dflt_wareme, _dflt_chombo_at_end, _dflt_chombo_score_penalty, _dflt_noten_total, _dflt_score_rounding, _dflt_score_rounding_half, _dflt_tie_uma, _dflt_overtime_points, _return_type):\n def __init__(self,name:_type_name=_dflt_name,edition:_type_edition=_dflt_edition,players:_type_players=_dflt_players,removed_kinds:_type_removed_kinds=_dflt_removed_kinds,chi:_type_chi=_dflt_chi,nuki:_type_nuki=_dflt_nuki,aka:_type_aka=_dflt_aka,kuitan:_type_kuitan=_dflt_kuitan,renhou:_type_renhou=_dflt_renhou,ryanhan_shibari:_type_ryanhan_shibari=_dflt_ryanhan_shibari,ryanhan_threshold:_type_ryanhan_threshold=_dflt_ryanhan_threshold,paarenchan:_type_paarenchan=_dflt_paarenchan,paarenchan_threshold:_type_paarenchan_threshold=_dflt_paarenchan_threshold,paarenchan_needs_yaku:_type_paarenchan_needs_yaku=_dflt_paarenchan_needs_yaku,double_yakuman:_type_double_yakuman=_dflt_double_yakuman,yakuman_stacking:_type_yakuman_stacking=_dflt_yakuman_stacking,kazoe:_type_kazoe=_dflt_kazoe,chiitoitsu_50fu:_type_chiitoitsu_50fu=_dflt_chiitoitsu_50fu,double_wind_pair_fu:_type_double_wind_pair_fu=_dflt_double_wind_pair_fu,rinshan_tsumo_fu:_type_rinshan_tsumo_fu=_dflt_rinshan_tsumo_fu,kiriage:_type_kiriage=_dflt_kiriage,honba_ron:_type_honba_ron=_dflt_honba_ron,pao:_type_pao=_dflt_pao,pao_whole:_type_pao_whole=_dflt_pao_whole,pao_liable_honba:_type_pao_liable_honba=_dflt_pao_liable_honba,start_points:_type_start_points=_dflt_start_points,return_points:_type_return_points=_dflt_return_points,uma:_type_uma=_dflt_uma,east_only:_type_east_only=_dflt_east_only,sticks_to_first:_type_sticks_to_first=_dflt_sticks_to_first,buttobi:_type_buttobi=_dflt_buttobi,abortive_draws:_type_abortive_draws=_dflt_abortive_draws,nagashi_mangan:_type_nagashi_mangan=_dflt_nagashi_mangan,agari_yame:_type_agari_yame=_dflt_agari_yame,tenpai_yame:_type_tenpai_yame=_dflt_tenpai_yame,overtime:_type_overtime=_dflt_overtime,atama_hane:_type_atama_hane=_dflt_atama_hane,multiple_ron_honba:_type_multiple_ron_honba=_dflt_multiple_ron_honba,triple_ron_abort:_type_triple_ron_abort=_dflt_triple_ron_abort,wareme:_type_wareme=_dflt_wareme,chombo_at_end:_type_chombo_at_end=_dflt_chombo_at_end,chombo_score_penalty:_type_chombo_score_penalty=_dflt_chombo_score_penalty,noten_total:_type_noten_total=_dflt_noten_total,score_rounding:_type_score_rounding=_dflt_score_rounding,score_rounding_half:_type_score_rounding_half=_dflt_score_rounding_half,tie_uma:_type_tie_uma=_dflt_tie_uma,overtime_points:_type_overtime_points=_dflt_overtime_points)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'edition',edition)\n  __dataclass_builtins_object__.__setattr__(self,'players',players)\n  __dataclass_builtins_object__.__setattr__(self,'removed_kinds',removed_kinds)\n  __dataclass_builtins_object__.__setattr__(self,'chi',chi)\n  __dataclass_builtins_object__.__setattr__(self,'nuki',nuki)\n  __dataclass_builtins_object__.__setattr__(self,'aka',aka)\n  __dataclass_builtins_object__.__setattr__(self,'kuitan',kuitan)\n  __dataclass_builtins_object__.__setattr__(self,'renhou',renhou)\n  __dataclass_builtins_object__.__setattr__(self,'ryanhan_shibari',ryanhan_shibari)\n  __dataclass_builtins_object__.__setattr__(self,'ryanhan_threshold',ryanhan_threshold)\n  __dataclass_builtins_object__.__setattr__(self,'paarenchan',paarenchan)\n  __dataclass_builtins_object__.__setattr__(self,'paarenchan_threshold',paarenchan_threshold)\n  __dataclass_builtins_object__.__setattr__(self,'paarenchan_needs_yaku',paarenchan_needs_yaku)\n  __dataclass_builtins_object__.__setattr__(self,'double_yakuman',double_yakuman)\n  __dataclass_builtins_object__.__setattr__(self,'yakuman_stacking',yakuman_stacking)\n  __dataclass_builtins_object__.__setattr__(self,'kazoe',kazoe)\n  __dataclass_builtins_object__.__setattr__(self,'chiitoitsu_50fu',chiitoitsu_50fu)\n  __dataclass_builtins_object__.__setattr__(self,'double_wind_pair_fu',double_wind_pair_fu)\n  __dataclass_builtins_object__.__setattr__(self,'rinshan_tsumo_fu',rinshan_tsumo_fu)\n  __dataclass_builtins_object__.__setattr__(self,'kiriage',kiriage)\n  __dataclass_builtins_object__.__setattr__(self,'honba_ron',honba_ron)\n  __dataclass_builtins_object__.__setattr__(self,'pao',pao)\n  __dataclass_builtins_object__.__setattr__(self,'pao_whole',pao_whole)\n  __dataclass_builtins_object__.__setattr__(self,'pao_liable_honba',pao_liable_honba)\n  __dataclass_builtins_object__.__setattr__(self,'start_points',start_points)\n  __dataclass_builtins_object__.__setattr__(self,'return_points',return_points)\n  __dataclass_builtins_object__.__setattr__(self,'uma',uma)\n  __dataclass_builtins_object__.__setattr__(self,'east_only',east_only)\n  __dataclass_builtins_object__.__setattr__(self,'sticks_to_first',sticks_to_first)\n  __dataclass_builtins_object__.__setattr__(self,'buttobi',buttobi)\n  __dataclass_builtins_object__.__setattr__(self,'abortive_draws',abortive_draws)\n  __dataclass_builtins_object__.__setattr__(self,'nagashi_mangan',nagashi_mangan)\n  __dataclass_builtins_object__.__setattr__(self,'agari_yame',agari_yame)\n  __dataclass_builtins_object__.__setattr__(self,'tenpai_yame',tenpai_yame)\n  __dataclass_builtins_object__.__setattr__(self,'overtime',overtime)\n  __dataclass_builtins_object__.__setattr__(self,'atama_hane',atama_hane)\n  __dataclass_builtins_object__.__setattr__(self,'multiple_ron_honba',multiple_ron_honba)\n  __dataclass_builtins_object__.__setattr__(self,'triple_ron_abort',triple_ron_abort)\n  __dataclass_builtins_object__.__setattr__(self,'wareme',wareme)\n  __dataclass_builtins_object__.__setattr__(self,'chombo_at_end',chombo_at_end)\n  __dataclass_builtins_object__.__setattr__(self,'chombo_score_penalty',chombo_score_penalty)\n  __dataclass_builtins_object__.__setattr__(self,'noten_total',noten_total)\n  __dataclass_builtins_object__.__setattr__(self,'score_rounding',score_rounding)\n  __dataclass_builtins_object__.__setattr__(self,'score_rounding_half',score_rounding_half)\n  __dataclass_builtins_object__.__setattr__(self,'tie_uma',tie_uma)\n  __dataclass_builtins_object__.__setattr__(self,'overtime_points',overtime_points)\n  self.__post_init__()\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_name, _type_kind, _type_field, _type_help, _type_read, _type_values, _type_default, _type_dest, _type_metavar, _type_choices, _type_rank, _type_whole, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_field, _dflt_help, _dflt_read, _dflt_values, _dflt_default, _dflt_dest, _dflt_metavar, _dflt_choices, _dflt_rank, _dflt_whole, _return_type):
 def __init__(self,name:_type_name,kind:_type_kind,field:_type_field=_dflt_field,help:_type_help=_dflt_help,read:_type_read=_dflt_read,values:_type_values=_dflt_values,default:_type_default=_dflt_default,dest:_type_dest=_dflt_dest,metavar:_type_metavar=_dflt_metavar,choices:_type_choices=_dflt_choices,rank:_type_rank=_dflt_rank,whole:_type_whole=_dflt_whole)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'field',field)
  __dataclass_builtins_object__.__setattr__(self,'help',help)
  __dataclass_builtins_object__.__setattr__(self,'read',read)
  __dataclass_builtins_object__.__setattr__(self,'values',values)
  __dataclass_builtins_object__.__setattr__(self,'default',default)
  __dataclass_builtins_object__.__setattr__(self,'dest',dest)
  __dataclass_builtins_object__.__setattr__(self,'metavar',metavar)
  __dataclass_builtins_object__.__setattr__(self,'choices',choices)
  __dataclass_builtins_object__.__setattr__(self,'rank',rank)
  __dataclass_builtins_object__.__setattr__(self,'whole',whole)
 return __init__

CODE["def __create_fn__(_type_name, _type_kind, _type_field, _type_help, _type_read, _type_values, _type_default, _type_dest, _type_metavar, _type_choices, _type_rank, _type_whole, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_field, _dflt_help, _dflt_read, _dflt_values, _dflt_default, _dflt_dest, _dflt_metavar, _dflt_choices, _dflt_rank, _dflt_whole, _return_type):\n def __init__(self,name:_type_name,kind:_type_kind,field:_type_field=_dflt_field,help:_type_help=_dflt_help,read:_type_read=_dflt_read,values:_type_values=_dflt_values,default:_type_default=_dflt_default,dest:_type_dest=_dflt_dest,metavar:_type_metavar=_dflt_metavar,choices:_type_choices=_dflt_choices,rank:_type_rank=_dflt_rank,whole:_type_whole=_dflt_whole)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'field',field)\n  __dataclass_builtins_object__.__setattr__(self,'help',help)\n  __dataclass_builtins_object__.__setattr__(self,'read',read)\n  __dataclass_builtins_object__.__setattr__(self,'values',values)\n  __dataclass_builtins_object__.__setattr__(self,'default',default)\n  __dataclass_builtins_object__.__setattr__(self,'dest',dest)\n  __dataclass_builtins_object__.__setattr__(self,'metavar',metavar)\n  __dataclass_builtins_object__.__setattr__(self,'choices',choices)\n  __dataclass_builtins_object__.__setattr__(self,'rank',rank)\n  __dataclass_builtins_object__.__setattr__(self,'whole',whole)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_points, _type_limit, _type_raw, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,points:_type_points,limit:_type_limit,raw:_type_raw)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'points',points)
  __dataclass_builtins_object__.__setattr__(self,'limit',limit)
  __dataclass_builtins_object__.__setattr__(self,'raw',raw)
 return __init__

CODE["def __create_fn__(_type_points, _type_limit, _type_raw, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,points:_type_points,limit:_type_limit,raw:_type_raw)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'points',points)\n  __dataclass_builtins_object__.__setattr__(self,'limit',limit)\n  __dataclass_builtins_object__.__setattr__(self,'raw',raw)\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_shape, _type_groups, _type_wait, _type_win_group, _type_sets, _type_pair, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,shape:_type_shape,groups:_type_groups,wait:_type_wait,win_group:_type_win_group)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'shape',shape)
  __dataclass_builtins_object__.__setattr__(self,'groups',groups)
  __dataclass_builtins_object__.__setattr__(self,'wait',wait)
  __dataclass_builtins_object__.__setattr__(self,'win_group',win_group)
  self.__post_init__()
 return __init__

CODE["def __create_fn__(_type_shape, _type_groups, _type_wait, _type_win_group, _type_sets, _type_pair, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,shape:_type_shape,groups:_type_groups,wait:_type_wait,win_group:_type_win_group)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'shape',shape)\n  __dataclass_builtins_object__.__setattr__(self,'groups',groups)\n  __dataclass_builtins_object__.__setattr__(self,'wait',wait)\n  __dataclass_builtins_object__.__setattr__(self,'win_group',win_group)\n  self.__post_init__()\n return __init__"] = __create_fn__.__code__

def __create_fn__(_type_spec, _type_lang, _type_explain, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_explain, _return_type):
 def __init__(self,spec:_type_spec,lang:_type_lang,explain:_type_explain=_dflt_explain)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'spec',spec)
  __dataclass_builtins_object__.__setattr__(self,'lang',lang)
  __dataclass_builtins_object__.__setattr__(self,'explain',explain)
 return __init__

CODE["def __create_fn__(_type_spec, _type_lang, _type_explain, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_explain, _return_type):\n def __init__(self,spec:_type_spec,lang:_type_lang,explain:_type_explain=_dflt_explain)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'spec',spec)\n  __dataclass_builtins_object__.__setattr__(self,'lang',lang)\n  __dataclass_builtins_object__.__setattr__(self,'explain',explain)\n return __init__"] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('base','dealer','tsumo','ron','dealer_pays','non_dealer_pays','each_pays','honba','honba_points','sticks','sticks_points','total','players',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'base\',\'dealer\',\'tsumo\',\'ron\',\'dealer_pays\',\'non_dealer_pays\',\'each_pays\',\'honba\',\'honba_points\',\'sticks\',\'sticks_points\',\'total\',\'players\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','params','value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'params\',\'value\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','params',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'params\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('concealed','melds',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'concealed\',\'melds\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('concealed','win_tile','melds','tsumo','seat','round_wind','dora','ura','nuki','riichi','double_riichi','ippatsu','rinshan','chankan','haitei','houtei','tenhou','chiihou','renhou','honba','sticks','renchan','discarder','rules','liable','paid_honba','closed','kans','_all_tiles','concealed_counts','tile_kinds','red_fives',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'concealed\',\'win_tile\',\'melds\',\'tsumo\',\'seat\',\'round_wind\',\'dora\',\'ura\',\'nuki\',\'riichi\',\'double_riichi\',\'ippatsu\',\'rinshan\',\'chankan\',\'haitei\',\'houtei\',\'tenhou\',\'chiihou\',\'renhou\',\'honba\',\'sticks\',\'renchan\',\'discarder\',\'rules\',\'liable\',\'paid_honba\',\'closed\',\'kans\',\'_all_tiles\',\'concealed_counts\',\'tile_kinds\',\'red_fives\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('fu','reason','tiles',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'fu\',\'reason\',\'tiles\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','code','params','more',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'code\',\'params\',\'more\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','han','yakuman',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'han\',\'yakuman\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('items','raw','fu',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'items\',\'raw\',\'fu\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','first','opened','declared','kinds','is_triplet','has_yaochuu','_tiles','code',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'first\',\'opened\',\'declared\',\'kinds\',\'is_triplet\',\'has_yaochuu\',\'_tiles\',\'code\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','path','aside','line','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'path\',\'aside\',\'line\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','red',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'red\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','tiles','first',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'tiles\',\'first\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','edition','players','removed_kinds','chi','nuki','aka','kuitan','renhou','ryanhan_shibari','ryanhan_threshold','paarenchan','paarenchan_threshold','paarenchan_needs_yaku','double_yakuman','yakuman_stacking','kazoe','chiitoitsu_50fu','double_wind_pair_fu','rinshan_tsumo_fu','kiriage','honba_ron','pao','pao_whole','pao_liable_honba','start_points','return_points','uma','east_only','sticks_to_first','buttobi','abortive_draws','nagashi_mangan','agari_yame','tenpai_yame','overtime','atama_hane','multiple_ron_honba','triple_ron_abort','wareme','chombo_at_end','chombo_score_penalty','noten_total','score_rounding','score_rounding_half','tie_uma','overtime_points',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'edition\',\'players\',\'removed_kinds\',\'chi\',\'nuki\',\'aka\',\'kuitan\',\'renhou\',\'ryanhan_shibari\',\'ryanhan_threshold\',\'paarenchan\',\'paarenchan_threshold\',\'paarenchan_needs_yaku\',\'double_yakuman\',\'yakuman_stacking\',\'kazoe\',\'chiitoitsu_50fu\',\'double_wind_pair_fu\',\'rinshan_tsumo_fu\',\'kiriage\',\'honba_ron\',\'pao\',\'pao_whole\',\'pao_liable_honba\',\'start_points\',\'return_points\',\'uma\',\'east_only\',\'sticks_to_first\',\'buttobi\',\'abortive_draws\',\'nagashi_mangan\',\'agari_yame\',\'tenpai_yame\',\'overtime\',\'atama_hane\',\'multiple_ron_honba\',\'triple_ron_abort\',\'wareme\',\'chombo_at_end\',\'chombo_score_penalty\',\'noten_total\',\'score_rounding\',\'score_rounding_half\',\'tie_uma\',\'overtime_points\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','kind','field','help','read','values','default','dest','metavar','choices','rank','whole',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'kind\',\'field\',\'help\',\'read\',\'values\',\'default\',\'dest\',\'metavar\',\'choices\',\'rank\',\'whole\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('points','limit','raw',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'points\',\'limit\',\'raw\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('reading','yaku','han','yaku_han','fu','yakuman','base','payment','no_win',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'reading\',\'yaku\',\'han\',\'yaku_han\',\'fu\',\'yakuman\',\'base\',\'payment\',\'no_win\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('shape','groups','wait','win_group','sets','pair',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'shape\',\'groups\',\'wait\',\'win_group\',\'sets\',\'pair\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('spec','lang','explain',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'spec\',\'lang\',\'explain\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('spec','readings','best','no_win',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'spec\',\'readings\',\'best\',\'no_win\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('base','dealer','tsumo','ron','dealer_pays','non_dealer_pays','each_pays','honba','honba_points','sticks','sticks_points','total','players',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'base\',\'dealer\',\'tsumo\',\'ron\',\'dealer_pays\',\'non_dealer_pays\',\'each_pays\',\'honba\',\'honba_points\',\'sticks\',\'sticks_points\',\'total\',\'players\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','params','value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'params\',\'value\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','params',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'params\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('concealed','melds',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'concealed\',\'melds\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('concealed','win_tile','melds','tsumo','seat','round_wind','dora','ura','nuki','riichi','double_riichi','ippatsu','rinshan','chankan','haitei','houtei','tenhou','chiihou','renhou','honba','sticks','renchan','discarder','rules','liable','paid_honba','closed','kans','_all_tiles','concealed_counts','tile_kinds','red_fives',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'concealed\',\'win_tile\',\'melds\',\'tsumo\',\'seat\',\'round_wind\',\'dora\',\'ura\',\'nuki\',\'riichi\',\'double_riichi\',\'ippatsu\',\'rinshan\',\'chankan\',\'haitei\',\'houtei\',\'tenhou\',\'chiihou\',\'renhou\',\'honba\',\'sticks\',\'renchan\',\'discarder\',\'rules\',\'liable\',\'paid_honba\',\'closed\',\'kans\',\'_all_tiles\',\'concealed_counts\',\'tile_kinds\',\'red_fives\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('fu','reason','tiles',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'fu\',\'reason\',\'tiles\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','code','params','more',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'code\',\'params\',\'more\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','han','yakuman',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'han\',\'yakuman\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('items','raw','fu',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'items\',\'raw\',\'fu\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','first','opened','declared','kinds','is_triplet','has_yaochuu','_tiles','code',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'first\',\'opened\',\'declared\',\'kinds\',\'is_triplet\',\'has_yaochuu\',\'_tiles\',\'code\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','path','aside','line','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'path\',\'aside\',\'line\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','red',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'red\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','tiles','first',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'tiles\',\'first\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','edition','players','removed_kinds','chi','nuki','aka','kuitan','renhou','ryanhan_shibari','ryanhan_threshold','paarenchan','paarenchan_threshold','paarenchan_needs_yaku','double_yakuman','yakuman_stacking','kazoe','chiitoitsu_50fu','double_wind_pair_fu','rinshan_tsumo_fu','kiriage','honba_ron','pao','pao_whole','pao_liable_honba','start_points','return_points','uma','east_only','sticks_to_first','buttobi','abortive_draws','nagashi_mangan','agari_yame','tenpai_yame','overtime','atama_hane','multiple_ron_honba','triple_ron_abort','wareme','chombo_at_end','chombo_score_penalty','noten_total','score_rounding','score_rounding_half','tie_uma','overtime_points',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'edition\',\'players\',\'removed_kinds\',\'chi\',\'nuki\',\'aka\',\'kuitan\',\'renhou\',\'ryanhan_shibari\',\'ryanhan_threshold\',\'paarenchan\',\'paarenchan_threshold\',\'paarenchan_needs_yaku\',\'double_yakuman\',\'yakuman_stacking\',\'kazoe\',\'chiitoitsu_50fu\',\'double_wind_pair_fu\',\'rinshan_tsumo_fu\',\'kiriage\',\'honba_ron\',\'pao\',\'pao_whole\',\'pao_liable_honba\',\'start_points\',\'return_points\',\'uma\',\'east_only\',\'sticks_to_first\',\'buttobi\',\'abortive_draws\',\'nagashi_mangan\',\'agari_yame\',\'tenpai_yame\',\'overtime\',\'atama_hane\',\'multiple_ron_honba\',\'triple_ron_abort\',\'wareme\',\'chombo_at_end\',\'chombo_score_penalty\',\'noten_total\',\'score_rounding\',\'score_rounding_half\',\'tie_uma\',\'overtime_points\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','kind','field','help','read','values','default','dest','metavar','choices','rank','whole',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'kind\',\'field\',\'help\',\'read\',\'values\',\'default\',\'dest\',\'metavar\',\'choices\',\'rank\',\'whole\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('points','limit','raw',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'points\',\'limit\',\'raw\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('reading','yaku','han','yaku_han','fu','yakuman','base','payment','no_win',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'reading\',\'yaku\',\'han\',\'yaku_han\',\'fu\',\'yakuman\',\'base\',\'payment\',\'no_win\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('shape','groups','wait','win_group','sets','pair',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'shape\',\'groups\',\'wait\',\'win_group\',\'sets\',\'pair\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('spec','lang','explain',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'spec\',\'lang\',\'explain\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('spec','readings','best','no_win',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__

CODE['def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'spec\',\'readings\',\'best\',\'no_win\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__'] = __create_fn__.__code__

del __create_fn__


# The __new__ of mjgui's named tuples: each lambda below is, character for character, the text
# Python 3.11's collections.namedtuple evaluates for one named tuple a start makes.

#: mjgui.dataclass_code.fingerprint(collections.namedtuple.__code__) of the Python that wrote this,
#: its module compiled as Python runs it and without docstrings and asserts (the bundle's optimize=2)
NAMEDTUPLE = ((b'\x87\x01\x87\x16\x87\x17\x87\x18\x87\x19\x87\x1a\x87\x1b\x87\x1c\x87\x1d\x97\x00t\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00r(\x89\x01\xa0\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01d\x02\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa0\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x01t\t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x0b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x01t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x07\x00\x00\x00\x00\x00\x00\x00\x00t\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x00|\x02r|t\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00}\x05t\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00D\x00]^\\\x02\x00\x00}\x06}\x07|\x07\xa0\n\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00r(t\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00s\x19|\x07\xa0\x0c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00s\x04|\x07|\x05v\x00r\x08d\x03|\x06\x9b\x00\x9d\x02\x89\x01|\x06<\x00\x00\x00|\x05\xa0\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8c_|\x00g\x01\x89\x01z\x00\x00\x00D\x00]n}\x07t\x1d\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x01r\x0ft\x1f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x04\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x07\xa0\n\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00s\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x05|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01t\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00r\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x06|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01\x8cot\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00}\x05\x89\x01D\x00]V}\x07|\x07\xa0\x0c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00r\x14|\x02s\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x07|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x07|\x05v\x00r\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x08|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x05\xa0\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8cWi\x00}\x08|\x03\x81\x8ft#\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x03t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00k\x04\x00\x00\x00\x00r\x0ft\x1f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\n\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01t\'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t)\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t+\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t)\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00t)\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x08t#\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x0b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x0c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x07\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x01t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x1bd\x0b\xa0\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\t\x89\x1bd\x0ck\x02\x00\x00\x00\x00r\x05|\td\x01z\r\x00\x00}\td\rd\x0b\xa0\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x0e\x84\x00\x89\x01D\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00z\x00\x00\x00d\x0fz\x00\x00\x00\x8a\x1ct"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x17\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x1dt&\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t$\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\n\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t*\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00f\x05\\\x05\x00\x00\x8a\x16\x8a\x19\x8a\x17\x8a\x18\x8a\x1a\x89\x1di\x00d\x10|\x00\x9b\x00\x9d\x02d\x11\x9c\x03}\nd\x12|\t\x9b\x00d\x13|\t\x9b\x00d\x14\x9d\x05}\x0bt1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x0b|\n\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x0cd\x15|\x0c_\x19\x00\x00\x00\x00\x00\x00\x00\x00d\x16|\x00\x9b\x00d\r|\t\x9b\x00d\x0f\x9d\x05|\x0c_\x1a\x00\x00\x00\x00\x00\x00\x00\x00|\x03\x81\x07|\x03|\x0c_\x1b\x00\x00\x00\x00\x00\x00\x00\x00t8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x17\x88\x1b\x88\x1df\x03d\x17\x84\x08\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00}\rd\x18|\x00\x9b\x00d\x19\x9d\x03|\rj\x1d\x00\x00\x00\x00\x00\x00\x00\x00_\x1a\x00\x00\x00\x00\x00\x00\x00\x00\x88\x18\x88\x01f\x02d\x1a\x84\x08}\x0ed\x1b|\x00\x9b\x00d\x1c\x9d\x03|\x0e_\x1a\x00\x00\x00\x00\x00\x00\x00\x00\x88\x1cf\x01d\x1d\x84\x08}\x0f\x88\x16\x88\x1af\x02d\x1e\x84\x08}\x10\x88\x19f\x01d\x1f\x84\x08}\x11|\x0c|\rj\x1d\x00\x00\x00\x00\x00\x00\x00\x00|\x0e|\x0f|\x10|\x11f\x06D\x00]\x13}\x12|\x00\x9b\x00d |\x12j\x19\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x00\x9d\x03|\x12_\x1e\x00\x00\x00\x00\x00\x00\x00\x00\x8c\x14|\x00\x9b\x00d\r|\t\x9b\x00d\x0f\x9d\x04d!\x89\x01|\x08|\x0c|\r|\x0e|\x0f|\x10|\x11\x89\x01d"\x9c\x0b}\x13t\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00D\x00]/\\\x02\x00\x00}\x06}\x07t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x07\x00\x00\x00\x00\x00\x00\x00\x00d#|\x06\x9b\x00\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x14t?\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x06|\x14\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00|\x13|\x07<\x00\x00\x00\x8c0t\x1d\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x00t"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00f\x01|\x13\xa6\x03\x00\x00\xab\x03\x00\x00\x00\x00\x00\x00\x00\x00}\x15|\x04\x80F\t\x00t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j \x00\x00\x00\x00\x00\x00\x00\x00d\x0c\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00j!\x00\x00\x00\x00\x00\x00\x00\x00\xa0"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d$d%\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x04n\x17#\x00tF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00f\x02$\x00r\x03\x01\x00Y\x00n\x04w\x00x\x03Y\x00w\x01|\x04\x81\x07|\x04|\x15_$\x00\x00\x00\x00\x00\x00\x00\x00|\x15S\x00', ('isinstance', 'str', 'replace', 'split', 'list', 'map', '_sys', 'intern', 'set', 'enumerate', 'isidentifier', '_iskeyword', 'startswith', 'add', 'type', 'TypeError', 'ValueError', 'tuple', 'len', 'dict', 'reversed', 'zip', 'join', '__new__', 'eval', '__name__', '__doc__', '__defaults__', 'classmethod', '__func__', '__qualname__', '_tuplegetter', '_getframe', 'f_globals', 'get', 'AttributeError', '__module__'), ('typename', 'field_names', 'rename', 'defaults', 'module', 'seen', 'index', 'name', 'field_defaults', 'arg_list', 'namespace', 'code', '__new__', '_make', '_replace', '__repr__', '_asdict', '__getnewargs__', 'method', 'class_namespace', 'doc', 'result'), (), ("Returns a new subclass of tuple with named fields.\n\n    >>> Point = namedtuple('Point', ['x', 'y'])\n    >>> Point.__doc__                   # docstring for the new class\n    'Point(x, y)'\n    >>> p = Point(11, y=22)             # instantiate with positional args or keywords\n    >>> p[0] + p[1]                     # indexable like a plain tuple\n    33\n    >>> x, y = p                        # unpack like a regular tuple\n    >>> x, y\n    (11, 22)\n    >>> p.x + p.y                       # fields also accessible by name\n    33\n    >>> d = p._asdict()                 # convert to a dictionary\n    >>> d['x']\n    11\n    >>> Point(**d)                      # convert from a dictionary\n    Point(x=11, y=22)\n    >>> p._replace(x=100)               # _replace() is like str.replace() but targets named fields\n    Point(x=100, y=22)\n\n    ", ',', ' ', '_', 'Type names and field names must be strings', 'Type names and field names must be valid identifiers: ', 'Type names and field names cannot be a keyword: ', 'Field names cannot start with an underscore: ', 'Encountered duplicate field name: ', None, 'Got more default values than field names', ', ', 1, '(', (b'K\x00\x01\x00\x97\x00|\x00]\t}\x01|\x01\x9b\x00d\x00\x9d\x02V\x00\x97\x01\x01\x00\x8c\nd\x01S\x00', (), ('.0', 'name'), (), ('=%r', None)), ')', 'namedtuple_', ('_tuple_new', '__builtins__', '__name__'), 'lambda _cls, ', ': _tuple_new(_cls, (', '))', '__new__', 'Create new instance of ', (b'\x95\x03\x97\x00\x02\x00\x89\x05|\x00|\x01\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x02\x02\x00\x89\x03|\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x89\x04k\x03\x00\x00\x00\x00r"t\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01\x89\x04\x9b\x00d\x02t\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x00\x9d\x04\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x02S\x00', ('TypeError', 'len'), ('cls', 'iterable', 'result'), ('_len', 'num_fields', 'tuple_new'), (None, 'Expected ', ' arguments, got ')), 'Make a new ', ' object from a sequence or iterable', (b'\x95\x02\x97\x00|\x00\xa0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x89\x03|\x01j\x01\x00\x00\x00\x00\x00\x00\x00\x00\x89\x04|\x00\xa6\x03\x00\x00\xab\x03\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x02|\x01r\x1ft\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01t\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x02S\x00', ('_make', 'pop', 'ValueError', 'list'), ('self', 'kwds', 'result'), ('_map', 'field_names'), (None, 'Got unexpected field names: ')), 'Return a new ', ' object replacing specified fields with new values', (b'\x95\x01\x97\x00|\x00j\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x01\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01|\x00z\x06\x00\x00z\x00\x00\x00S\x00', ('__class__', '__name__'), ('self',), ('repr_fmt',), ('Return a nicely formatted representation string',)), (b'\x95\x02\x97\x00\x02\x00\x89\x01\x02\x00\x89\x02|\x00j\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00S\x00', ('_fields',), ('self',), ('_dict', '_zip'), ('Return a new dict which maps field names to their values.',)), (b'\x95\x01\x97\x00\x02\x00\x89\x01|\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00S\x00', (), ('self',), ('_tuple',), ('Return self as a plain tuple.  Used by copy and pickle.',)), '.', (), ('__doc__', '__slots__', '_fields', '_field_defaults', '__new__', '_make', '_replace', '__repr__', '_asdict', '__getnewargs__', '__match_args__'), 'Alias for field number ', '__name__', '__main__')), (b'\x87\x01\x87\x16\x87\x17\x87\x18\x87\x19\x87\x1a\x87\x1b\x87\x1c\x87\x1d\x97\x00\t\x00t\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00r(\x89\x01\xa0\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01d\x02\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa0\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x01t\t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x0b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x01t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x07\x00\x00\x00\x00\x00\x00\x00\x00t\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x00|\x02r|t\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00}\x05t\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00D\x00]^\\\x02\x00\x00}\x06}\x07|\x07\xa0\n\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00r(t\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00s\x19|\x07\xa0\x0c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00s\x04|\x07|\x05v\x00r\x08d\x03|\x06\x9b\x00\x9d\x02\x89\x01|\x06<\x00\x00\x00|\x05\xa0\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8c_|\x00g\x01\x89\x01z\x00\x00\x00D\x00]n}\x07t\x1d\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x01r\x0ft\x1f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x04\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x07\xa0\n\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00s\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x05|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01t\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00r\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x06|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01\x8cot\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00}\x05\x89\x01D\x00]V}\x07|\x07\xa0\x0c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00r\x14|\x02s\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x07|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x07|\x05v\x00r\x12t!\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x08|\x07\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x05\xa0\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8cWi\x00}\x08|\x03\x81\x8ft#\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x03t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00k\x04\x00\x00\x00\x00r\x0ft\x1f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\t\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01t\'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t)\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t+\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t)\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00t)\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x03\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x08t#\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x0b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\x0c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x07\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x01t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x1bd\n\xa0\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\t\x89\x1bd\x0bk\x02\x00\x00\x00\x00r\x05|\td\x01z\r\x00\x00}\td\x0cd\n\xa0\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\r\x84\x00\x89\x01D\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00z\x00\x00\x00d\x0ez\x00\x00\x00\x8a\x1ct"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x17\x00\x00\x00\x00\x00\x00\x00\x00\x8a\x1dt&\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t$\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t\n\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t*\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00f\x05\\\x05\x00\x00\x8a\x16\x8a\x19\x8a\x17\x8a\x18\x8a\x1a\x89\x1di\x00d\x0f|\x00\x9b\x00\x9d\x02d\x10\x9c\x03}\nd\x11|\t\x9b\x00d\x12|\t\x9b\x00d\x13\x9d\x05}\x0bt1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x0b|\n\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x0cd\x14|\x0c_\x19\x00\x00\x00\x00\x00\x00\x00\x00d\x15|\x00\x9b\x00d\x0c|\t\x9b\x00d\x0e\x9d\x05|\x0c_\x1a\x00\x00\x00\x00\x00\x00\x00\x00|\x03\x81\x07|\x03|\x0c_\x1b\x00\x00\x00\x00\x00\x00\x00\x00t8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x17\x88\x1b\x88\x1df\x03d\x16\x84\x08\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00}\rd\x17|\x00\x9b\x00d\x18\x9d\x03|\rj\x1d\x00\x00\x00\x00\x00\x00\x00\x00_\x1a\x00\x00\x00\x00\x00\x00\x00\x00\x88\x18\x88\x01f\x02d\x19\x84\x08}\x0ed\x1a|\x00\x9b\x00d\x1b\x9d\x03|\x0e_\x1a\x00\x00\x00\x00\x00\x00\x00\x00\x88\x1cf\x01d\x1c\x84\x08}\x0f\x88\x16\x88\x1af\x02d\x1d\x84\x08}\x10\x88\x19f\x01d\x1e\x84\x08}\x11|\x0c|\rj\x1d\x00\x00\x00\x00\x00\x00\x00\x00|\x0e|\x0f|\x10|\x11f\x06D\x00]\x13}\x12|\x00\x9b\x00d\x1f|\x12j\x19\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x00\x9d\x03|\x12_\x1e\x00\x00\x00\x00\x00\x00\x00\x00\x8c\x14|\x00\x9b\x00d\x0c|\t\x9b\x00d\x0e\x9d\x04d \x89\x01|\x08|\x0c|\r|\x0e|\x0f|\x10|\x11\x89\x01d!\x9c\x0b}\x13t\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00D\x00]/\\\x02\x00\x00}\x06}\x07t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x07\x00\x00\x00\x00\x00\x00\x00\x00d"|\x06\x9b\x00\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x14t?\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x06|\x14\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00|\x13|\x07<\x00\x00\x00\x8c0t\x1d\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x00t"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00f\x01|\x13\xa6\x03\x00\x00\xab\x03\x00\x00\x00\x00\x00\x00\x00\x00}\x15|\x04\x80F\t\x00t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j \x00\x00\x00\x00\x00\x00\x00\x00d\x0b\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00j!\x00\x00\x00\x00\x00\x00\x00\x00\xa0"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d#d$\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x04n\x17#\x00tF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00t \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00f\x02$\x00r\x03\x01\x00Y\x00n\x04w\x00x\x03Y\x00w\x01|\x04\x81\x07|\x04|\x15_$\x00\x00\x00\x00\x00\x00\x00\x00|\x15S\x00', ('isinstance', 'str', 'replace', 'split', 'list', 'map', '_sys', 'intern', 'set', 'enumerate', 'isidentifier', '_iskeyword', 'startswith', 'add', 'type', 'TypeError', 'ValueError', 'tuple', 'len', 'dict', 'reversed', 'zip', 'join', '__new__', 'eval', '__name__', '__doc__', '__defaults__', 'classmethod', '__func__', '__qualname__', '_tuplegetter', '_getframe', 'f_globals', 'get', 'AttributeError', '__module__'), ('typename', 'field_names', 'rename', 'defaults', 'module', 'seen', 'index', 'name', 'field_defaults', 'arg_list', 'namespace', 'code', '__new__', '_make', '_replace', '__repr__', '_asdict', '__getnewargs__', 'method', 'class_namespace', 'doc', 'result'), (), (None, ',', ' ', '_', 'Type names and field names must be strings', 'Type names and field names must be valid identifiers: ', 'Type names and field names cannot be a keyword: ', 'Field names cannot start with an underscore: ', 'Encountered duplicate field name: ', 'Got more default values than field names', ', ', 1, '(', (b'K\x00\x01\x00\x97\x00|\x00]\t}\x01|\x01\x9b\x00d\x00\x9d\x02V\x00\x97\x01\x01\x00\x8c\nd\x01S\x00', (), ('.0', 'name'), (), ('=%r', None)), ')', 'namedtuple_', ('_tuple_new', '__builtins__', '__name__'), 'lambda _cls, ', ': _tuple_new(_cls, (', '))', '__new__', 'Create new instance of ', (b'\x95\x03\x97\x00\x02\x00\x89\x05|\x00|\x01\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x02\x02\x00\x89\x03|\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x89\x04k\x03\x00\x00\x00\x00r"t\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01\x89\x04\x9b\x00d\x02t\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x00\x9d\x04\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x02S\x00', ('TypeError', 'len'), ('cls', 'iterable', 'result'), ('_len', 'num_fields', 'tuple_new'), (None, 'Expected ', ' arguments, got ')), 'Make a new ', ' object from a sequence or iterable', (b'\x95\x02\x97\x00|\x00\xa0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x89\x03|\x01j\x01\x00\x00\x00\x00\x00\x00\x00\x00\x89\x04|\x00\xa6\x03\x00\x00\xab\x03\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x02|\x01r\x1ft\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01t\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x02\x9d\x02\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\x02S\x00', ('_make', 'pop', 'ValueError', 'list'), ('self', 'kwds', 'result'), ('_map', 'field_names'), (None, 'Got unexpected field names: ')), 'Return a new ', ' object replacing specified fields with new values', (b'\x95\x01\x97\x00\t\x00|\x00j\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x01\x00\x00\x00\x00\x00\x00\x00\x00\x89\x01|\x00z\x06\x00\x00z\x00\x00\x00S\x00', ('__class__', '__name__'), ('self',), ('repr_fmt',), (None,)), (b'\x95\x02\x97\x00\t\x00\x02\x00\x89\x01\x02\x00\x89\x02|\x00j\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00S\x00', ('_fields',), ('self',), ('_dict', '_zip'), (None,)), (b'\x95\x01\x97\x00\t\x00\x02\x00\x89\x01|\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00S\x00', (), ('self',), ('_tuple',), (None,)), '.', (), ('__doc__', '__slots__', '_fields', '_field_defaults', '__new__', '_make', '_replace', '__repr__', '_asdict', '__getnewargs__', '__match_args__'), 'Alias for field number ', '__name__', '__main__')))
#: the same of typing.NamedTupleMeta.__new__, which mjgui.dataclass_code copies (but for the one
#: statement that sets a named tuple's bases again)
NAMEDTUPLE_META = ((b'\x87\x03\x97\x00t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x02v\x00s\x02J\x00\x82\x01|\x02D\x00]#}\x04|\x04t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x01r\x18|\x04t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x01r\x0ft\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01\x8c$t\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x02\x84\x00|\x02D\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x02\x89\x03\xa0\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x03i\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x05g\x00}\x06|\x05D\x00]^}\x07|\x07\x89\x03v\x00r\x16|\x06\xa0\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8c\x1c|\x06r@t\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x04|\x07\x9b\x00d\x05t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x06\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00d\x06k\x04\x00\x00\x00\x00r\x02d\x07n\x01d\x08\x9b\x00d\td\n\xa0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x06\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x00\x9d\x06\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01\x8c_t\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x01\x02\x00|\x05j\t\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x03f\x01d\x0b\x84\x08|\x06D\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x03d\x0c\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\xac\r\xa6\x04\x00\x00\xab\x04\x00\x00\x00\x00\x00\x00\x00\x00}\x08|\x02|\x08_\n\x00\x00\x00\x00\x00\x00\x00\x00t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x02v\x00r%t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x0b\x00\x00\x00\x00\x00\x00\x00\x00j\x0c\x00\x00\x00\x00\x00\x00\x00\x00}\tt\x1b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\t\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00|\x08_\x0b\x00\x00\x00\x00\x00\x00\x00\x00\x89\x03D\x00]F}\n|\nt\x1c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00v\x00r\x12t\x1f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x0e|\nz\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\nt \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00v\x01r |\n|\x08j\x11\x00\x00\x00\x00\x00\x00\x00\x00v\x01r\x17t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x08|\n\x89\x03|\n\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x03\x00\x00\xab\x03\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8cGt\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x02v\x00r\x14|\x08\xa0\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00|\x08S\x00', ('_NamedTuple', 'Generic', 'TypeError', 'tuple', 'get', 'append', 'len', 'join', '_make_nmtuple', 'items', '__bases__', '__class_getitem__', '__func__', 'classmethod', '_prohibited', 'AttributeError', '_special', '_fields', 'setattr', '__init_subclass__'), ('cls', 'typename', 'bases', 'ns', 'base', 'types', 'default_names', 'field_name', 'nm_tpl', 'class_getitem', 'key'), (), (None, 'can only inherit from a NamedTuple type and Generic', (b'K\x00\x01\x00\x97\x00|\x00]\x16}\x01|\x01t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x00r\x07t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00n\x01|\x01V\x00\x97\x01\x01\x00\x8c\x17d\x00S\x00', ('_NamedTuple', 'tuple'), ('.0', 'base'), (), (None,)), '__annotations__', 'Non-default namedtuple field ', ' cannot follow default field', 1, 's', '', ' ', ', ', (b'\x95\x01\x97\x00g\x00|\x00]\n}\x01\x89\x02|\x01\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\x91\x02\x8c\x0bS\x00', (), ('.0', 'n'), ('ns',), ()), '__module__', ('defaults', 'module'), 'Cannot overwrite NamedTuple attribute ')), (b'\x87\x03\x97\x00|\x02D\x00]#}\x04|\x04t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x01r\x18|\x04t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x01r\x0ft\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x01\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01\x8c$t\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x02\x84\x00|\x02D\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00}\x02\x89\x03\xa0\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x03i\x00\xa6\x02\x00\x00\xab\x02\x00\x00\x00\x00\x00\x00\x00\x00}\x05g\x00}\x06|\x05D\x00]^}\x07|\x07\x89\x03v\x00r\x16|\x06\xa0\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x07\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8c\x1c|\x06r@t\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x04|\x07\x9b\x00d\x05t\r\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x06\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00d\x06k\x04\x00\x00\x00\x00r\x02d\x07n\x01d\x08\x9b\x00d\td\n\xa0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x06\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x9b\x00\x9d\x06\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01\x8c_t\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x01\x02\x00|\x05j\t\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x03f\x01d\x0b\x84\x08|\x06D\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x03d\x0c\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\xac\r\xa6\x04\x00\x00\xab\x04\x00\x00\x00\x00\x00\x00\x00\x00}\x08|\x02|\x08_\n\x00\x00\x00\x00\x00\x00\x00\x00t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x02v\x00r%t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00j\x0b\x00\x00\x00\x00\x00\x00\x00\x00j\x0c\x00\x00\x00\x00\x00\x00\x00\x00}\tt\x1b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\t\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00|\x08_\x0b\x00\x00\x00\x00\x00\x00\x00\x00\x89\x03D\x00]F}\n|\nt\x1c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00v\x00r\x12t\x1f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00d\x0e|\nz\x00\x00\x00\xa6\x01\x00\x00\xab\x01\x00\x00\x00\x00\x00\x00\x00\x00\x82\x01|\nt \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00v\x01r |\n|\x08j\x11\x00\x00\x00\x00\x00\x00\x00\x00v\x01r\x17t%\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x08|\n\x89\x03|\n\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x03\x00\x00\xab\x03\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x8cGt\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00|\x02v\x00r\x14|\x08\xa0\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xa6\x00\x00\x00\xab\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00|\x08S\x00', ('_NamedTuple', 'Generic', 'TypeError', 'tuple', 'get', 'append', 'len', 'join', '_make_nmtuple', 'items', '__bases__', '__class_getitem__', '__func__', 'classmethod', '_prohibited', 'AttributeError', '_special', '_fields', 'setattr', '__init_subclass__'), ('cls', 'typename', 'bases', 'ns', 'base', 'types', 'default_names', 'field_name', 'nm_tpl', 'class_getitem', 'key'), (), (None, 'can only inherit from a NamedTuple type and Generic', (b'K\x00\x01\x00\x97\x00|\x00]\x16}\x01|\x01t\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00u\x00r\x07t\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00n\x01|\x01V\x00\x97\x01\x01\x00\x8c\x17d\x00S\x00', ('_NamedTuple', 'tuple'), ('.0', 'base'), (), (None,)), '__annotations__', 'Non-default namedtuple field ', ' cannot follow default field', 1, 's', '', ' ', ', ', (b'\x95\x01\x97\x00g\x00|\x00]\n}\x01\x89\x02|\x01\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\x91\x02\x8c\x0bS\x00', (), ('.0', 'n'), ('ns',), ()), '__module__', ('defaults', 'module'), 'Cannot overwrite NamedTuple attribute ')))

NEW = {}

NEW['lambda _cls, E, S, W, N: _tuple_new(_cls, (E, S, W, N))'] = (
lambda _cls, E, S, W, N: _tuple_new(_cls, (E, S, W, N))
).__code__

NEW['lambda _cls, active, message, rows, furiten: _tuple_new(_cls, (active, message, rows, furiten))'] = (
lambda _cls, active, message, rows, furiten: _tuple_new(_cls, (active, message, rows, furiten))
).__code__

NEW['lambda _cls, base, payment: _tuple_new(_cls, (base, payment))'] = (
lambda _cls, base, payment: _tuple_new(_cls, (base, payment))
).__code__

NEW['lambda _cls, checked, enabled, reason, shown: _tuple_new(_cls, (checked, enabled, reason, shown))'] = (
lambda _cls, checked, enabled, reason, shown: _tuple_new(_cls, (checked, enabled, reason, shown))
).__code__

NEW['lambda _cls, closed, open, yakuman: _tuple_new(_cls, (closed, open, yakuman))'] = (
lambda _cls, closed, open, yakuman: _tuple_new(_cls, (closed, open, yakuman))
).__code__

NEW['lambda _cls, code, name, left, enabled, tooltip, refusal, shown: _tuple_new(_cls, (code, name, left, enabled, tooltip, refusal, shown))'] = (
lambda _cls, code, name, left, enabled, tooltip, refusal, shown: _tuple_new(_cls, (code, name, left, enabled, tooltip, refusal, shown))
).__code__

NEW['lambda _cls, code, name, tooltip, win: _tuple_new(_cls, (code, name, tooltip, win))'] = (
lambda _cls, code, name, tooltip, win: _tuple_new(_cls, (code, name, tooltip, win))
).__code__

NEW['lambda _cls, code, params: _tuple_new(_cls, (code, params))'] = (
lambda _cls, code, params: _tuple_new(_cls, (code, params))
).__code__

NEW['lambda _cls, codes, opened, declared, win: _tuple_new(_cls, (codes, opened, declared, win))'] = (
lambda _cls, codes, opened, declared, win: _tuple_new(_cls, (codes, opened, declared, win))
).__code__

NEW['lambda _cls, concealed, melds, moved, went, placed: _tuple_new(_cls, (concealed, melds, moved, went, placed))'] = (
lambda _cls, concealed, melds, moved, went, placed: _tuple_new(_cls, (concealed, melds, moved, went, placed))
).__code__

NEW['lambda _cls, concealed, win, melds, dora, ura, discards, situation, preset, overrides, quick, nuki, game: _tuple_new(_cls, (concealed, win, melds, dora, ura, discards, situation, preset, overrides, quick, nuki, game))'] = (
lambda _cls, concealed, win, melds, dora, ura, discards, situation, preset, overrides, quick, nuki, game: _tuple_new(_cls, (concealed, win, melds, dora, ura, discards, situation, preset, overrides, quick, nuki, game))
).__code__

NEW['lambda _cls, context, text, plural: _tuple_new(_cls, (context, text, plural))'] = (
lambda _cls, context, text, plural: _tuple_new(_cls, (context, text, plural))
).__code__

NEW['lambda _cls, counts, win, closed, all_simple, has_honor, suits, all_yaochuu, all_honor, all_terminal, all_green, tile_yakuman: _tuple_new(_cls, (counts, win, closed, all_simple, has_honor, suits, all_yaochuu, all_honor, all_terminal, all_green, tile_yakuman))'] = (
lambda _cls, counts, win, closed, all_simple, has_honor, suits, all_yaochuu, all_honor, all_terminal, all_green, tile_yakuman: _tuple_new(_cls, (counts, win, closed, all_simple, has_honor, suits, all_yaochuu, all_honor, all_terminal, all_green, tile_yakuman))
).__code__

NEW['lambda _cls, diff, place, new, value: _tuple_new(_cls, (diff, place, new, value))'] = (
lambda _cls, diff, place, new, value: _tuple_new(_cls, (diff, place, new, value))
).__code__

NEW['lambda _cls, dora, aka, ura, total, hits, nuki: _tuple_new(_cls, (dora, aka, ura, total, hits, nuki))'] = (
lambda _cls, dora, aka, ura, total, hits, nuki: _tuple_new(_cls, (dora, aka, ura, total, hits, nuki))
).__code__

NEW['lambda _cls, fu, raw: _tuple_new(_cls, (fu, raw))'] = (
lambda _cls, fu, raw: _tuple_new(_cls, (fu, raw))
).__code__

NEW['lambda _cls, fu, reason, text, hand, melds: _tuple_new(_cls, (fu, reason, text, hand, melds))'] = (
lambda _cls, fu, reason, text, hand, melds: _tuple_new(_cls, (fu, reason, text, hand, melds))
).__code__

NEW['lambda _cls, gains, others, yakuman: _tuple_new(_cls, (gains, others, yakuman))'] = (
lambda _cls, gains, others, yakuman: _tuple_new(_cls, (gains, others, yakuman))
).__code__

NEW['lambda _cls, han, fu, yakuman, base, payment, paarenchan: _tuple_new(_cls, (han, fu, yakuman, base, payment, paarenchan))'] = (
lambda _cls, han, fu, yakuman, base, payment, paarenchan: _tuple_new(_cls, (han, fu, yakuman, base, payment, paarenchan))
).__code__

NEW['lambda _cls, hand, win_index, melds, dora, ura, discards, palette, options, modes, mode, headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, table, readings, waits, notation, seat, round_wind, honba, sticks, renchan, discarder, preset, rule_values, game_rules, can_undo, can_redo, lang, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, players, honba_ron, honba_each, nuki, rule_choices, liable, liable_seats, discarder_seats, option_labels, renchan_help, options_changed, rules_named: _tuple_new(_cls, (hand, win_index, melds, dora, ura, discards, palette, options, modes, mode, headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, table, readings, waits, notation, seat, round_wind, honba, sticks, renchan, discarder, preset, rule_values, game_rules, can_undo, can_redo, lang, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, players, honba_ron, honba_each, nuki, rule_choices, liable, liable_seats, discarder_seats, option_labels, renchan_help, options_changed, rules_named))'] = (
lambda _cls, hand, win_index, melds, dora, ura, discards, palette, options, modes, mode, headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, table, readings, waits, notation, seat, round_wind, honba, sticks, renchan, discarder, preset, rule_values, game_rules, can_undo, can_redo, lang, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, players, honba_ron, honba_each, nuki, rule_choices, liable, liable_seats, discarder_seats, option_labels, renchan_help, options_changed, rules_named: _tuple_new(_cls, (hand, win_index, melds, dora, ura, discards, palette, options, modes, mode, headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, table, readings, waits, notation, seat, round_wind, honba, sticks, renchan, discarder, preset, rule_values, game_rules, can_undo, can_redo, lang, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, players, honba_ron, honba_each, nuki, rule_choices, liable, liable_seats, discarder_seats, option_labels, renchan_help, options_changed, rules_named))
).__code__

NEW['lambda _cls, headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, readings, waits, value, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, pao: _tuple_new(_cls, (headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, readings, waits, value, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, pao))'] = (
lambda _cls, headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, readings, waits, value, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, pao: _tuple_new(_cls, (headline, messages, yaku, yaku_note, fu, fu_total, arithmetic, payments, readings, waits, value, near_misses, other_readings, suggestions, before_tenpai_title, before_tenpai, pao))
).__code__

NEW['lambda _cls, id, han, han_text, romaji, kanji, translated, yakuman, title, subtitle: _tuple_new(_cls, (id, han, han_text, romaji, kanji, translated, yakuman, title, subtitle))'] = (
lambda _cls, id, han, han_text, romaji, kanji, translated, yakuman, title, subtitle: _tuple_new(_cls, (id, han, han_text, romaji, kanji, translated, yakuman, title, subtitle))
).__code__

NEW['lambda _cls, id, text: _tuple_new(_cls, (id, text))'] = (
lambda _cls, id, text: _tuple_new(_cls, (id, text))
).__code__

NEW['lambda _cls, indicator, dora: _tuple_new(_cls, (indicator, dora))'] = (
lambda _cls, indicator, dora: _tuple_new(_cls, (indicator, dora))
).__code__

NEW['lambda _cls, kind, han, fu, limit, multiple: _tuple_new(_cls, (kind, han, fu, limit, multiple))'] = (
lambda _cls, kind, han, fu, limit, multiple: _tuple_new(_cls, (kind, han, fu, limit, multiple))
).__code__

NEW['lambda _cls, kind, tiles, sideways, face_down, label, red_swap, spoken: _tuple_new(_cls, (kind, tiles, sideways, face_down, label, red_swap, spoken))'] = (
lambda _cls, kind, tiles, sideways, face_down, label, red_swap, spoken: _tuple_new(_cls, (kind, tiles, sideways, face_down, label, red_swap, spoken))
).__code__

NEW['lambda _cls, miss, close: _tuple_new(_cls, (miss, close))'] = (
lambda _cls, miss, close: _tuple_new(_cls, (miss, close))
).__code__

NEW['lambda _cls, name, of, fields, kept: _tuple_new(_cls, (name, of, fields, kept))'] = (
lambda _cls, name, of, fields, kept: _tuple_new(_cls, (name, of, fields, kept))
).__code__

NEW['lambda _cls, name, path, kind, then, also, null, optional: _tuple_new(_cls, (name, path, kind, then, also, null, optional))'] = (
lambda _cls, name, path, kind, then, also, null, optional: _tuple_new(_cls, (name, path, kind, then, also, null, optional))
).__code__

NEW['lambda _cls, near, other_readings, hints: _tuple_new(_cls, (near, other_readings, hints))'] = (
lambda _cls, near, other_readings, hints: _tuple_new(_cls, (near, other_readings, hints))
).__code__

NEW['lambda _cls, path,: _tuple_new(_cls, (path,))'] = (
lambda _cls, path,: _tuple_new(_cls, (path,))
).__code__

NEW['lambda _cls, pay, winner, discarder, liable, settled: _tuple_new(_cls, (pay, winner, discarder, liable, settled))'] = (
lambda _cls, pay, winner, discarder, liable, settled: _tuple_new(_cls, (pay, winner, discarder, liable, settled))
).__code__

NEW['lambda _cls, result, lang, win: _tuple_new(_cls, (result, lang, win))'] = (
lambda _cls, result, lang, win: _tuple_new(_cls, (result, lang, win))
).__code__

NEW['lambda _cls, romaji, kanji, name, meaning: _tuple_new(_cls, (romaji, kanji, name, meaning))'] = (
lambda _cls, romaji, kanji, name, meaning: _tuple_new(_cls, (romaji, kanji, name, meaning))
).__code__

NEW['lambda _cls, rules, riichi_seat: _tuple_new(_cls, (rules, riichi_seat))'] = (
lambda _cls, rules, riichi_seat: _tuple_new(_cls, (rules, riichi_seat))
).__code__

NEW['lambda _cls, seat, wind, dealer, delta, amount, role, winner, payer: _tuple_new(_cls, (seat, wind, dealer, delta, amount, role, winner, payer))'] = (
lambda _cls, seat, wind, dealer, delta, amount, role, winner, payer: _tuple_new(_cls, (seat, wind, dealer, delta, amount, role, winner, payer))
).__code__

NEW['lambda _cls, shape,: _tuple_new(_cls, (shape,))'] = (
lambda _cls, shape,: _tuple_new(_cls, (shape,))
).__code__

NEW['lambda _cls, shown, number, most, tooltip, text: _tuple_new(_cls, (shown, number, most, tooltip, text))'] = (
lambda _cls, shown, number, most, tooltip, text: _tuple_new(_cls, (shown, number, most, tooltip, text))
).__code__

NEW['lambda _cls, spec, reading, ids, kinds: _tuple_new(_cls, (spec, reading, ids, kinds))'] = (
lambda _cls, spec, reading, ids, kinds: _tuple_new(_cls, (spec, reading, ids, kinds))
).__code__

NEW['lambda _cls, spec, win: _tuple_new(_cls, (spec, win))'] = (
lambda _cls, spec, win: _tuple_new(_cls, (spec, win))
).__code__

NEW['lambda _cls, text, code, tone: _tuple_new(_cls, (text, code, tone))'] = (
lambda _cls, text, code, tone: _tuple_new(_cls, (text, code, tone))
).__code__

NEW['lambda _cls, text, detail, tone: _tuple_new(_cls, (text, detail, tone))'] = (
lambda _cls, text, detail, tone: _tuple_new(_cls, (text, detail, tone))
).__code__

NEW['lambda _cls, text, error, error_start, error_length: _tuple_new(_cls, (text, error, error_start, error_length))'] = (
lambda _cls, text, error, error_start, error_length: _tuple_new(_cls, (text, error, error_start, error_length))
).__code__

NEW['lambda _cls, text, wait, value, yaku, chosen, note, han_fu, payment, groups, wins, tie: _tuple_new(_cls, (text, wait, value, yaku, chosen, note, han_fu, payment, groups, wins, tie))'] = (
lambda _cls, text, wait, value, yaku, chosen, note, han_fu, payment, groups, wins, tie: _tuple_new(_cls, (text, wait, value, yaku, chosen, note, han_fu, payment, groups, wins, tie))
).__code__

NEW['lambda _cls, tile, left, left_text, ron, tsumo, furiten, ron_lines, ron_said, tsumo_said: _tuple_new(_cls, (tile, left, left_text, ron, tsumo, furiten, ron_lines, ron_said, tsumo_said))'] = (
lambda _cls, tile, left, left_text, ron, tsumo, furiten, ron_lines, ron_said, tsumo_said: _tuple_new(_cls, (tile, left, left_text, ron, tsumo, furiten, ron_lines, ron_said, tsumo_said))
).__code__

NEW['lambda _cls, title, fu_labels, han_labels, cells, lit, limit_labels, limit_cells, limit_lit: _tuple_new(_cls, (title, fu_labels, han_labels, cells, lit, limit_labels, limit_cells, limit_lit))'] = (
lambda _cls, title, fu_labels, han_labels, cells, lit, limit_labels, limit_cells, limit_lit: _tuple_new(_cls, (title, fu_labels, han_labels, cells, lit, limit_labels, limit_cells, limit_lit))
).__code__

NEW['lambda _cls, tsumo, riichi, double_riichi, ippatsu, rinshan, chankan, haitei, houtei, tenhou, chiihou, renhou, seat, round_wind, honba, sticks, renchan, discarder, liable, paid_honba: _tuple_new(_cls, (tsumo, riichi, double_riichi, ippatsu, rinshan, chankan, haitei, houtei, tenhou, chiihou, renhou, seat, round_wind, honba, sticks, renchan, discarder, liable, paid_honba))'] = (
lambda _cls, tsumo, riichi, double_riichi, ippatsu, rinshan, chankan, haitei, houtei, tenhou, chiihou, renhou, seat, round_wind, honba, sticks, renchan, discarder, liable, paid_honba: _tuple_new(_cls, (tsumo, riichi, double_riichi, ippatsu, rinshan, chankan, haitei, houtei, tenhou, chiihou, renhou, seat, round_wind, honba, sticks, renchan, discarder, liable, paid_honba))
).__code__

NEW['lambda _cls, value,: _tuple_new(_cls, (value,))'] = (
lambda _cls, value,: _tuple_new(_cls, (value,))
).__code__
