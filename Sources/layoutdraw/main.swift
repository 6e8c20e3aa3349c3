print("layoutdraw")
