[
  {
    "name": "__ID__",
    "plugin": "__ID__",
    "path": "__ID__",
    "page": "main",
    "layout": "default"
  }
]
