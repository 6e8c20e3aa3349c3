// expect: 2:7: error: unknown UIKit colour '.systemGrey6'; did you mean '.systemGray6'?
Color(.systemGrey6)
