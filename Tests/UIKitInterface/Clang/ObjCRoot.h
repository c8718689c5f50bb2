// NSObject, as the Objective-C runtime declares it: Swift classes that inherit from an
// Objective-C class may have @objc members and be named by #selector.
@protocol NSObject
@end

@interface NSObject <NSObject>
- (instancetype)init;
@end

// What Swift arrays bridge to, so that @objc protocol methods may take and return them.
@interface NSArray : NSObject
@end
