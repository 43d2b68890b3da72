// The CJK Radicals Supplement (U+2E80–U+2EF3) mapped to the unified ideographs they stand for. PDF text layers of
// Chinese invoices carry these radicals where the font's ToUnicode table points at them (⻆ for 角, ⻓ for 长 …), and
// NFKC does not fold this block (it does fold the Kangxi Radicals, U+2F00–U+2FD5), so readPdfLines maps it here.
//
// Generated once, not by hand, from the Unicode 15.0 Character Database as Debian's unicode-data package installs it:
// /usr/share/unicode/EquivalentUnifiedIdeograph.txt (every radical of the block that has an equivalent ideograph;
// ranges expanded), cross-checked against /usr/share/unicode/CJKRadicals.txt (its 26 simplified-radical rows in this
// block agree). The one radical with no equivalent ideograph, U+2E80 REPEAT, is left out and stays as it is
// (U+2E9A is unassigned). © Unicode, Inc., used under the Unicode licence (https://www.unicode.org/terms_of_use.html).

/** Radical → unified ideograph, 114 entries. */
export const CJK_RADICAL_SUPPLEMENT: Readonly<Record<string, string>> = {
  '\u2E81': '厂', // U+5382 CJK RADICAL CLIFF
  '\u2E82': '乛', // U+4E5B CJK RADICAL SECOND ONE
  '\u2E83': '乚', // U+4E5A CJK RADICAL SECOND TWO
  '\u2E84': '乙', // U+4E59 CJK RADICAL SECOND THREE
  '\u2E85': '亻', // U+4EBB CJK RADICAL PERSON
  '\u2E86': '冂', // U+5182 CJK RADICAL BOX
  '\u2E87': '𠘨', // U+20628 CJK RADICAL TABLE
  '\u2E88': '刀', // U+5200 CJK RADICAL KNIFE ONE
  '\u2E89': '刂', // U+5202 CJK RADICAL KNIFE TWO
  '\u2E8A': '卜', // U+535C CJK RADICAL DIVINATION
  '\u2E8B': '㔾', // U+353E CJK RADICAL SEAL
  '\u2E8C': '小', // U+5C0F in CJK RADICAL SMALL ONE..CJK RADICAL SMALL TWO
  '\u2E8D': '小', // U+5C0F in CJK RADICAL SMALL ONE..CJK RADICAL SMALL TWO
  '\u2E8E': '兀', // U+5140 CJK RADICAL LAME ONE
  '\u2E8F': '尣', // U+5C23 CJK RADICAL LAME TWO
  '\u2E90': '尢', // U+5C22 CJK RADICAL LAME THREE
  '\u2E91': '𡯂', // U+21BC2 CJK RADICAL LAME FOUR
  '\u2E92': '巳', // U+5DF3 CJK RADICAL SNAKE
  '\u2E93': '幺', // U+5E7A CJK RADICAL THREAD
  '\u2E94': '彑', // U+5F51 CJK RADICAL SNOUT ONE
  '\u2E95': '𫜹', // U+2B739 CJK RADICAL SNOUT TWO
  '\u2E96': '忄', // U+5FC4 CJK RADICAL HEART ONE
  '\u2E97': '心', // U+5FC3 CJK RADICAL HEART TWO
  '\u2E98': '扌', // U+624C CJK RADICAL HAND
  '\u2E99': '攵', // U+6535 CJK RADICAL RAP
  '\u2E9B': '旡', // U+65E1 CJK RADICAL CHOKE
  '\u2E9C': '日', // U+65E5 CJK RADICAL SUN
  '\u2E9D': '月', // U+6708 CJK RADICAL MOON
  '\u2E9E': '歺', // U+6B7A CJK RADICAL DEATH
  '\u2E9F': '母', // U+6BCD CJK RADICAL MOTHER
  '\u2EA0': '民', // U+6C11 CJK RADICAL CIVILIAN
  '\u2EA1': '氵', // U+6C35 CJK RADICAL WATER ONE
  '\u2EA2': '氺', // U+6C3A CJK RADICAL WATER TWO
  '\u2EA3': '灬', // U+706C CJK RADICAL FIRE
  '\u2EA4': '爫', // U+722B in CJK RADICAL PAW ONE..CJK RADICAL PAW TWO
  '\u2EA5': '爫', // U+722B in CJK RADICAL PAW ONE..CJK RADICAL PAW TWO
  '\u2EA6': '丬', // U+4E2C CJK RADICAL SIMPLIFIED HALF TREE TRUNK
  '\u2EA7': '牛', // U+725B CJK RADICAL COW
  '\u2EA8': '犭', // U+72AD CJK RADICAL DOG
  '\u2EA9': '王', // U+738B CJK RADICAL JADE
  '\u2EAA': '𤴔', // U+24D14 CJK RADICAL BOLT OF CLOTH
  '\u2EAB': '目', // U+76EE CJK RADICAL EYE
  '\u2EAC': '示', // U+793A CJK RADICAL SPIRIT ONE
  '\u2EAD': '礻', // U+793B CJK RADICAL SPIRIT TWO
  '\u2EAE': '𥫗', // U+25AD7 CJK RADICAL BAMBOO
  '\u2EAF': '糹', // U+7CF9 CJK RADICAL SILK
  '\u2EB0': '纟', // U+7E9F CJK RADICAL C-SIMPLIFIED SILK
  '\u2EB1': '罓', // U+7F53 CJK RADICAL NET ONE
  '\u2EB2': '罒', // U+7F52 CJK RADICAL NET TWO
  '\u2EB3': '㓁', // U+34C1 CJK RADICAL NET THREE
  '\u2EB4': '冗', // U+5197 CJK RADICAL NET FOUR
  '\u2EB5': '𦉫', // U+2626B CJK RADICAL MESH
  '\u2EB6': '羊', // U+7F8A CJK RADICAL SHEEP
  '\u2EB7': '𦍌', // U+2634C CJK RADICAL RAM
  '\u2EB8': '𦍋', // U+2634B CJK RADICAL EWE
  '\u2EB9': '耂', // U+8002 CJK RADICAL OLD
  '\u2EBA': '肀', // U+8080 CJK RADICAL BRUSH ONE
  '\u2EBB': '聿', // U+807F CJK RADICAL BRUSH TWO
  '\u2EBC': '肉', // U+8089 CJK RADICAL MEAT
  '\u2EBD': '𦥑', // U+26951 CJK RADICAL MORTAR
  '\u2EBE': '艹', // U+8279 in CJK RADICAL GRASS ONE..CJK RADICAL GRASS THREE
  '\u2EBF': '艹', // U+8279 in CJK RADICAL GRASS ONE..CJK RADICAL GRASS THREE
  '\u2EC0': '艹', // U+8279 in CJK RADICAL GRASS ONE..CJK RADICAL GRASS THREE
  '\u2EC1': '虎', // U+864E CJK RADICAL TIGER
  '\u2EC2': '衤', // U+8864 CJK RADICAL CLOTHES
  '\u2EC3': '覀', // U+8980 CJK RADICAL WEST ONE
  '\u2EC4': '西', // U+897F CJK RADICAL WEST TWO
  '\u2EC5': '见', // U+89C1 CJK RADICAL C-SIMPLIFIED SEE
  '\u2EC6': '角', // U+89D2 CJK RADICAL SIMPLIFIED HORN
  '\u2EC7': '𧢲', // U+278B2 CJK RADICAL HORN
  '\u2EC8': '讠', // U+8BA0 CJK RADICAL C-SIMPLIFIED SPEECH
  '\u2EC9': '贝', // U+8D1D CJK RADICAL C-SIMPLIFIED SHELL
  '\u2ECA': '𧾷', // U+27FB7 CJK RADICAL FOOT
  '\u2ECB': '车', // U+8F66 CJK RADICAL C-SIMPLIFIED CART
  '\u2ECC': '辶', // U+8FB6 in CJK RADICAL SIMPLIFIED WALK..CJK RADICAL WALK TWO
  '\u2ECD': '辶', // U+8FB6 in CJK RADICAL SIMPLIFIED WALK..CJK RADICAL WALK TWO
  '\u2ECE': '辶', // U+8FB6 in CJK RADICAL SIMPLIFIED WALK..CJK RADICAL WALK TWO
  '\u2ECF': '邑', // U+9091 CJK RADICAL CITY
  '\u2ED0': '钅', // U+9485 CJK RADICAL C-SIMPLIFIED GOLD
  '\u2ED1': '長', // U+9577 CJK RADICAL LONG ONE
  '\u2ED2': '镸', // U+9578 CJK RADICAL LONG TWO
  '\u2ED3': '长', // U+957F CJK RADICAL C-SIMPLIFIED LONG
  '\u2ED4': '门', // U+95E8 CJK RADICAL C-SIMPLIFIED GATE
  '\u2ED5': '𨸏', // U+28E0F CJK RADICAL MOUND ONE
  '\u2ED6': '阝', // U+961D CJK RADICAL MOUND TWO
  '\u2ED7': '雨', // U+96E8 CJK RADICAL RAIN
  '\u2ED8': '青', // U+9752 CJK RADICAL BLUE
  '\u2ED9': '韦', // U+97E6 CJK RADICAL C-SIMPLIFIED TANNED LEATHER
  '\u2EDA': '页', // U+9875 CJK RADICAL C-SIMPLIFIED LEAF
  '\u2EDB': '风', // U+98CE CJK RADICAL C-SIMPLIFIED WIND
  '\u2EDC': '飞', // U+98DE CJK RADICAL C-SIMPLIFIED FLY
  '\u2EDD': '食', // U+98DF CJK RADICAL EAT ONE
  '\u2EDE': '𩙿', // U+2967F CJK RADICAL EAT TWO
  '\u2EDF': '飠', // U+98E0 CJK RADICAL EAT THREE
  '\u2EE0': '饣', // U+9963 CJK RADICAL C-SIMPLIFIED EAT
  '\u2EE1': '𩠐', // U+29810 CJK RADICAL HEAD
  '\u2EE2': '马', // U+9A6C CJK RADICAL C-SIMPLIFIED HORSE
  '\u2EE3': '骨', // U+9AA8 CJK RADICAL BONE
  '\u2EE4': '鬼', // U+9B3C CJK RADICAL GHOST
  '\u2EE5': '鱼', // U+9C7C CJK RADICAL C-SIMPLIFIED FISH
  '\u2EE6': '鸟', // U+9E1F CJK RADICAL C-SIMPLIFIED BIRD
  '\u2EE7': '卤', // U+5364 CJK RADICAL C-SIMPLIFIED SALT
  '\u2EE8': '麦', // U+9EA6 CJK RADICAL SIMPLIFIED WHEAT
  '\u2EE9': '黄', // U+9EC4 CJK RADICAL SIMPLIFIED YELLOW
  '\u2EEA': '黾', // U+9EFE CJK RADICAL C-SIMPLIFIED FROG
  '\u2EEB': '斉', // U+6589 CJK RADICAL J-SIMPLIFIED EVEN
  '\u2EEC': '齐', // U+9F50 CJK RADICAL C-SIMPLIFIED EVEN
  '\u2EED': '歯', // U+6B6F CJK RADICAL J-SIMPLIFIED TOOTH
  '\u2EEE': '齿', // U+9F7F CJK RADICAL C-SIMPLIFIED TOOTH
  '\u2EEF': '竜', // U+7ADC CJK RADICAL J-SIMPLIFIED DRAGON
  '\u2EF0': '龙', // U+9F99 CJK RADICAL C-SIMPLIFIED DRAGON
  '\u2EF1': '龜', // U+9F9C CJK RADICAL TURTLE
  '\u2EF2': '亀', // U+4E80 CJK RADICAL J-SIMPLIFIED TURTLE
  '\u2EF3': '龟', // U+9F9F CJK RADICAL C-SIMPLIFIED TURTLE
};
