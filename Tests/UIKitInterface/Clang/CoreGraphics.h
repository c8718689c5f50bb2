// CoreGraphics' geometry, C structs as in <CoreGraphics/CGGeometry.h> and
// <CoreGraphics/CGAffineTransform.h>; ../CoreGraphics.swift adds what Apple's Swift overlay adds.
// Their fields are CGFloat, which on every 64-bit Apple platform is a Double: written `double`
// here because Swift's importer leaves a C typedef named CGFloat to the overlay, which declares
// CGFloat as Double (Apple's Swift type converts to and from Double implicitly, SE-0307).

typedef struct CGPoint {
    double x;
    double y;
} CGPoint;

typedef struct CGSize {
    double width;
    double height;
} CGSize;

typedef struct CGVector {
    double dx;
    double dy;
} CGVector;

typedef struct CGRect {
    CGPoint origin;
    CGSize size;
} CGRect;

typedef struct CGAffineTransform {
    double a, b, c, d;
    double tx, ty;
} CGAffineTransform;
